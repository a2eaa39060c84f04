import { afterAll, beforeAll } from 'vitest';
import { startTwilioStandin, type TwilioStandin } from '../../../server/test/twilio-standin';
import { serverAndBrowser } from './suite';

/**
 * A loopback stand-in of Twilio, then a real server whose TWILIO_API_BASE points at it, and a
 * browser (docs/calls.md). Read `twilio` inside tests: it exists once `beforeAll` ran.
 */
export function serverWithTwilio() {
  let twilio: TwilioStandin | undefined;
  // Registered before serverAndBrowser's hook: the stand-in's address is known when the server starts.
  beforeAll(async () => {
    twilio = await startTwilioStandin();
  });
  afterAll(async () => {
    await twilio?.close();
  });
  const e2e = serverAndBrowser({
    get TWILIO_API_BASE() {
      return twilio!.url;
    },
  } as unknown as Record<string, string>);
  return {
    e2e,
    get twilio(): TwilioStandin {
      if (!twilio) throw new Error('the Twilio stand-in is not started yet (read it inside a test)');
      return twilio;
    },
  };
}
