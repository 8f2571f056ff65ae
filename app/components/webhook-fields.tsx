import type { FieldMetadata } from "@conform-to/react";
import { WEBHOOK_EVENT_NAMES, WEBHOOK_EVENTS } from "#app/utils/webhook-events.ts";
import { webhookTexts } from "#app/messages.ts";
import { CheckboxChoices } from "./checkbox-choices";

const EVENT_CHOICES = WEBHOOK_EVENT_NAMES.map((event) => ({
  value: event,
  words: WEBHOOK_EVENTS[event],
}));

/** An endpoint's events: a checkbox each, with what it means. */
export function EventChoices({ meta }: { meta: FieldMetadata<string[]> }) {
  return <CheckboxChoices meta={meta} legend={webhookTexts.eventsLabel} choices={EVENT_CHOICES} />;
}
