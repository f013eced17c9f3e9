// The SMS gateway the settings choose (SMS_PROVIDER, ADR 0023); none: SMS stay in the outbox.
import type { SmsProvider } from '../messenger.ts';
import { brevoSms } from './brevo.ts';
import { twilioSms } from './twilio.ts';

export type SmsConfig =
  | { provider: 'brevo'; apiKey: string; sender: string; baseUrl: string; timeoutMs: number }
  | {
      provider: 'twilio';
      accountSid: string;
      authToken: string;
      sender: { from: string } | { messagingServiceSid: string };
      baseUrl: string;
      timeoutMs: number;
    };

export function createSmsProvider(config: SmsConfig | undefined | null): SmsProvider | null {
  if (!config) return null;
  switch (config.provider) {
    case 'brevo':
      return brevoSms(config);
    case 'twilio':
      return twilioSms(config);
  }
}
