import { pino, type Logger } from 'pino';

export type { Logger };

const SECRET_KEYS = [
  'password',
  'password_confirmation',
  'confirm_password',
  'passwordConfirmation',
  'currentPassword',
  'token',
  'access_token',
  'accessToken',
  'refresh_token',
  'apiToken',
  'cookie',
  'authorization',
  'link',
  'resetLink',
];

/**
 * Where secrets could sit in what we log: at the top, one level down (`{ input: { password } }`,
 * `{ user: { token } }`) and in any headers object (request, response, upstream). pino's paths are
 * exact, `*` matches one level; logging a secret deeper than that is a bug this list does not hide.
 */
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  ...['authorization', 'cookie', 'set-cookie', 'x-bancada-csrf'].flatMap((header) => [
    `headers["${header}"]`,
    `*.headers["${header}"]`,
    `req.headers["${header}"]`,
    `res.headers["${header}"]`,
  ]),
  'variables.input.password',
  'variables.input.passwordConfirmation',
  'variables.input.token',
  '*.variables.input.password',
  '*.variables.input.token',
];

// A reset link or any URL carrying a token, inside a message or an error's text.
const TOKEN_IN_TEXT = /([?&](?:token|access_token)=)[^&\s"']+/gi;
const BEARER_IN_TEXT = /(Bearer\s+)[A-Za-z0-9._~+/-]+=*/g;

/** Masks tokens that appear inside free text (messages, error messages), which path redaction cannot see. */
export function scrubText(text: string): string {
  return text.replace(TOKEN_IN_TEXT, '$1[redacted]').replace(BEARER_IN_TEXT, '$1[redacted]');
}

/**
 * Structured JSON logs on stdout; LOG_LEVEL=silent keeps tests quiet. Passwords, tokens, cookies,
 * Authorization headers and reset links are redacted, whatever part of the code logs them.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'bancada' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: (error: Error) => {
        const serialized = pino.stdSerializers.err(error);
        serialized.message = scrubText(serialized.message);
        if (serialized.stack) serialized.stack = scrubText(serialized.stack);
        return serialized;
      },
    },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
