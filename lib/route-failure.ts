import "server-only";
import { unstable_rethrow } from "next/navigation";

export type Failure = {
  /** What failed, for the server's log. */
  log: string;
  /** What the caller is told, as `{ error }`. */
  error: string;
  status?: number;
  headers?: Record<string, string>;
};

/**
 * A route handler's answer or, when something unexpected throws (the database briefly away, the
 * session check included), the failure logged and answered as JSON that says what failed, instead
 * of Next's bare 500. Next's own control flow is thrown on: redirect(), notFound(), and the
 * build's bailout to dynamic rendering when a handler reads the cookies.
 */
export async function answerOrFail(failure: Failure, handle: () => Promise<Response>): Promise<Response> {
  try {
    return await handle();
  } catch (error) {
    unstable_rethrow(error);
    console.error(failure.log, error);
    return Response.json({ error: failure.error }, { status: failure.status ?? 500, headers: failure.headers });
  }
}
