import { Router, type RequestHandler } from 'express';
import { clientAddress } from '../http/client-address';
import { ValidationError } from '../common/errors';
import type { UserEntity } from '../modules/users/user.entity';
import type { RegisterInput } from '../modules/users/user.types';
import type { Services } from '../services';
import { sendErrors } from './errors';
import { legacyFieldMessages } from './field-messages';

/** The only validation legacy had: each field non-empty, with these exact messages. */
const REQUIRED_MESSAGES = {
  name: "User name can't be empty.",
  email: "User email can't be empty.",
  password: "User password can't be empty.",
} as const;

type UserField = keyof typeof REQUIRED_MESSAGES;
const FIELDS = Object.keys(REQUIRED_MESSAGES) as UserField[];

// eslint-disable-next-line @typescript-eslint/no-base-to-string -- any JSON value becomes text; the service's rules judge it
const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Core validation messages, worded for a client that shows them without their field. */
function legacyMessages(error: ValidationError): string[] {
  return legacyFieldMessages(error, {
    labels: { name: 'User name', email: 'User email', password: 'User password' },
    override: (field, message) =>
      message === 'Required field.' && field in REQUIRED_MESSAGES ? REQUIRED_MESSAGES[field as UserField] : undefined,
  });
}

type Register = (input: RegisterInput) => Promise<UserEntity>;

/**
 * `POST /users` and `POST /users/populate`: same body, validation and answers. Each attempt
 * counts against the client address's sign-in budget (a refusal is a 400 `{"errors": [...]}` like any other).
 */
function registration(services: Services, register: Register): RequestHandler {
  return async (req, res) => {
    await services.signInAttempts.consume(clientAddress(req));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const missing = FIELDS.filter((field) => asText(body[field]) === '');
    if (missing.length > 0)
      return sendErrors(
        res,
        missing.map((field) => REQUIRED_MESSAGES[field]),
      );
    try {
      const user = await register({ name: asText(body.name), email: asText(body.email), password: asText(body.password) });
      // Legacy echoed the password too; never send it back.
      res.json({ name: user.name, email: user.email });
    } catch (error) {
      if (error instanceof ValidationError) return sendErrors(res, legacyMessages(error));
      throw error;
    }
  };
}

export function usersRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/users',
    registration(services, (input) => services.users.register(input)),
  );
  // The old client sends no date: "today" is the server's TIME_ZONE date.
  router.post(
    '/users/populate',
    registration(services, (input) => services.demo.registerWithDemoData(input)),
  );
  return router;
}
