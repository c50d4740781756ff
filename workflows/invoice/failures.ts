// What an activity's failure says, for the invoice's exception and history.
import { ActivityFailure, ApplicationFailure } from '@temporalio/workflow';

/** The failure behind an activity error, as 'Type: message'. */
export function failureText(err: unknown): string {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  if (cause instanceof ApplicationFailure) return `${cause.type ?? 'Error'}: ${cause.message}`;
  return cause instanceof Error ? cause.message : String(cause);
}

export function failureType(err: unknown): string | undefined {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  return cause instanceof ApplicationFailure ? (cause.type ?? undefined) : undefined;
}
