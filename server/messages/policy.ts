import type { PrivacySettings } from "@contract/settings.ts";
import { ALLOW_MESSAGES_OFF_MESSAGE } from "@contract/settings.ts";
import { policy } from "../http/authorize.ts";

type Recipient = { privacySettings: PrivacySettings; conversationId: string | null };

/**
 * A member who turned messages off gets no new conversations; one that already exists carries
 * on, so switching it off never cuts a chat in half.
 */
export const canMessage = policy<Recipient>(
  ALLOW_MESSAGES_OFF_MESSAGE,
  (_actor, recipient) =>
    recipient.privacySettings.allowMessages || recipient.conversationId !== null,
);
