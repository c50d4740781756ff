// For the api's own request rules where domain/i18n has no message: an issue with the api's text.
import type { z } from 'zod';
import type { ErrorCode } from '../../domain/validation/issues';

type Ctx = { addIssue: (issue: z.core.$ZodRawIssue) => void };

/** An issue whose text is the api's own (read by http/validate.ts). */
export function addApiIssue(ctx: Ctx, code: ErrorCode, message: string): void {
  ctx.addIssue({ code: 'custom', message, params: { code, apiMessage: message }, input: undefined });
}
