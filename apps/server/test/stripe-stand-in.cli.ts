import { startStripeStandIn } from './stripe-stand-in';

// The Stripe stand-in as a process (browser tests, trying the billing screens by hand):
//   STRIPE_SECRET_KEY=sk_test_x STRIPE_WEBHOOK_SECRET=whsec_x \
//   STRIPE_WEBHOOK_URL=http://127.0.0.1:3000/api/billing/stripe/webhook npx tsx apps/server/test/stripe-stand-in.cli.ts
// Prints its URL on the first line of stdout; stops on SIGINT or SIGTERM.

const secretKey = process.env.STRIPE_SECRET_KEY;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!secretKey || !webhookSecret) {
  console.error(
    'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (and STRIPE_WEBHOOK_URL to receive webhooks).',
  );
  process.exit(1);
}
const standIn = await startStripeStandIn({
  secretKey,
  webhookSecret,
  webhookUrl: process.env.STRIPE_WEBHOOK_URL || null,
});
console.log(standIn.url);
const stop = async () => {
  await standIn.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
