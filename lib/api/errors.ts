// One error class with a code enum and one mapping to HTTP. Error body (ARCHITECTURE.md):
// { "error": { "code": "...", "message": "...", "fields": { "name": "..." } } }

export const ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  unauthenticated: 401,
  forbidden: 403,
  read_only: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  // A dependency (the job queue) cannot take work right now; the client may retry.
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorBody = {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  /** Milliseconds the client's error toast stays; 0 = until closed. Sent as X-Toast-Timeout. */
  readonly toastTimeoutMs?: number;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; toastTimeoutMs?: number; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fields = options.fields;
    this.toastTimeoutMs = options.toastTimeoutMs;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static notFound(what = "Resource"): AppError {
    return new AppError("not_found", `${what} not found`);
  }

  static forbidden(message = "You do not have access to this"): AppError {
    return new AppError("forbidden", message);
  }

  static validation(fields: Record<string, string>, message = "Some fields are not valid"): AppError {
    return new AppError("validation_failed", message, { fields });
  }
}

export function errorBody(error: AppError): ErrorBody {
  return {
    error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
  };
}
