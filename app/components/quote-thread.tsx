import { DateTimeText } from "#app/components/date-text.tsx";
import { formatDollars } from "#app/utils/money.ts";

// A quote's thread (issue 47): the customer's note, then each round of prices the shop sent
// (its reply, what it changed, its goods, freight and last day as sent) and each ask for
// changes, oldest first. The customer reads "You" and the shop's name; an admin the customer's.

interface ThreadMessage {
  position: number;
  kind: string;
  round: number;
  body: string;
  goods: number | null;
  freight: number | null;
  validUntil: string | null;
  changes: string | null;
  createdAt: string;
}

export function QuoteThread({
  quote,
  admin,
}: {
  quote: {
    note: string;
    createdAt: string;
    customer: { displayName: string };
    messages: ThreadMessage[];
  };
  admin: boolean;
}) {
  const customer = admin ? quote.customer.displayName : "You";
  return (
    <section aria-labelledby="thread-heading" className="panel p-4">
      <h2 id="thread-heading" className="text-lg font-bold">
        Messages
      </h2>
      <ol className="mt-3 grid gap-3">
        <Entry who={customer} what="asked for a quote" at={quote.createdAt} body={quote.note} />
        {quote.messages.map((message) =>
          message.kind === "send" ? (
            <Entry
              key={message.position}
              who="Forgeline Tools"
              what={`sent prices, round ${message.round}`}
              at={message.createdAt}
              body={message.body}
              facts={sentFacts(message)}
              changes={message.changes}
            />
          ) : (
            <Entry
              key={message.position}
              who={customer}
              what="asked for changes"
              at={message.createdAt}
              body={message.body}
            />
          ),
        )}
      </ol>
    </section>
  );
}

/** A send's figures as sent: goods (when kept), freight, last day. */
function sentFacts(message: ThreadMessage): string[] {
  return [
    ...(message.goods === null ? [] : [`Goods ${formatDollars(message.goods)}`]),
    ...(message.freight === null ? [] : [`freight ${formatDollars(message.freight)}`]),
    ...(message.validUntil ? [`valid until ${message.validUntil}`] : []),
  ];
}

function Entry({
  who,
  what,
  at,
  body,
  facts = [],
  changes = null,
}: {
  who: string;
  what: string;
  at: string;
  body: string;
  facts?: string[];
  changes?: string | null;
}) {
  return (
    <li className="rounded-md border border-gray-200 p-3">
      <p className="text-sm text-gray-600">
        <strong className="text-gray-900">{who}</strong> {what} · <DateTimeText value={at} />
      </p>
      {facts.length ? <p className="mt-1 text-sm text-gray-800">{facts.join(" · ")}</p> : null}
      {changes ? <p className="mt-1 text-sm text-gray-800">Changed: {changes}</p> : null}
      {body ? <p className="mt-1 break-words whitespace-pre-line">{body}</p> : null}
    </li>
  );
}
