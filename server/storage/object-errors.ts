/**
 * A refusal with its HTTP status and the message the member sees. The app's error handler
 * turns any thrown error with a 4xx `statusCode` into `{ message }` with that status.
 */
export class ObjectRequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
