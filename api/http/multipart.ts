// Reading a multipart/form-data upload with busboy: one file kept in memory up to a byte limit
// (anything beyond is not kept: the request is refused as too large), a bounded number of small
// text fields, nothing written to disk. Malformed bodies are a 400, never a crash.
import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { ApiError } from '../errors';

export interface MultipartLimits {
  /** Largest file kept; one byte more marks it too large. */
  fileBytes: number;
  /** Text fields at most, and bytes per field. */
  fields: number;
  fieldBytes: number;
}

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  /** More bytes came than the limit allows (the rest was dropped). */
  tooLarge: boolean;
}

export interface MultipartForm {
  file: UploadedFile | undefined;
  fields: Record<string, string>;
  /** More than one file was sent (only the first was kept). */
  extraFiles: boolean;
}

export function readMultipart(req: IncomingMessage, limits: MultipartLimits): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: 1,
          fileSize: limits.fileBytes,
          fields: limits.fields,
          fieldSize: limits.fieldBytes,
          parts: limits.fields + 2,
        },
      });
    } catch {
      reject(ApiError.badRequest('api.uploadMultipart', 'bad_multipart'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    let extraFiles = false;
    let fieldTooLong: string | undefined;
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      const current: UploadedFile = {
        fieldName,
        fileName: info.filename ?? '',
        contentType: info.mimeType ?? '',
        bytes: Buffer.alloc(0),
        tooLarge: false,
      };
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        current.tooLarge = true;
      });
      stream.on('end', () => {
        current.bytes = Buffer.concat(chunks);
        file = current;
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fieldTooLong = name;
      fields[name] = value;
    });
    parser.on('filesLimit', () => {
      extraFiles = true;
    });
    parser.on('error', () => reject(ApiError.badRequest('api.uploadMultipart', 'bad_multipart')));
    parser.on('close', () => {
      if (fieldTooLong) reject(new ApiError(413, 'api.payloadTooLarge', 'payload_too_large'));
      else resolve({ file, fields, extraFiles });
    });
    req.on('error', () => reject(ApiError.badRequest('api.uploadMultipart', 'bad_multipart')));
    req.pipe(parser);
  });
}
