// ARCHITECTURE §4: every /api reply is JSON { code, result } (plus meta where SPEC says so).
import * as z from 'zod/mini';

export function envelope<T extends z.ZodMiniType>(result: T) {
  return z.object({ code: z.number(), result });
}

/** 'field.sub: message' for the first issue, so a 400 names the field (STYLE: stable, assertable). */
export function describeIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}
