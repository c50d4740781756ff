// What the services of the admin resources do the same way: a page of the list, and one row by id
// or 404. A service extends it with its own writes (connections, domains, operators, access
// requests); the repository stays the one place that queries.
import { ApiError } from '../errors';
import type { ListQuery } from './list-params';

/** The reads every such repository has. */
export interface RecordReader {
  list(list: ListQuery): Promise<unknown>;
  findById(id: string): Promise<unknown>;
}

type Found<Repo extends RecordReader> = NonNullable<Awaited<ReturnType<Repo['findById']>>>;

/** The row, or 404 when there is none. */
export function found<T>(row: T | null | undefined): T {
  if (row === null || row === undefined) throw ApiError.notFound();
  return row;
}

export class RecordService<Repo extends RecordReader> {
  constructor(readonly repo: Repo) {}

  list(list: ListQuery): ReturnType<Repo['list']> {
    return this.repo.list(list) as ReturnType<Repo['list']>;
  }

  async get(id: string): Promise<Found<Repo>> {
    return found((await this.repo.findById(id)) as Found<Repo> | undefined);
  }
}
