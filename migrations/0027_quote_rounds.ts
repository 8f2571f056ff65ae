import { sql, type Kysely } from "kysely";

// Issue 47: a quote is priced in rounds, and each round is kept. An admin may change a line's
// quantity, take lines out and add a freight charge when sending prices; every send is one more
// round (`quotes.round`, which also lets two admins, or an admin and the accepting customer,
// find out that the quote changed under them: their writes are conditional on the round they
// saw). The thread under the quote (`quote_messages`) keeps what each side said after the
// customer's note (which stays `quotes.note`): the shop's sends, each with its round, reply,
// last day, goods and freight as sent and what it changed, and the customer's asks for changes.
// `quotes.freight` is the current round's freight in cents: when there is one, it replaces the
// chosen shipping method's price for the order the quote becomes (taxed as shipping is).
// Quotes sent before get round 1 and a send in their thread from their reply and last day; what
// their goods came to then was not kept, so it is left empty.

const MESSAGE_KINDS = sql`kind in ('send', 'ask')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("quotes")
    .addColumn("freight", "integer", (c) => c.check(sql`freight >= 0`))
    .execute();
  await db.schema
    .alterTable("quotes")
    .addColumn("round", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("quote_messages")
    .addColumn("quoteId", "text", (c) => c.notNull().references("quotes.id").onDelete("cascade"))
    // Its place in the quote's thread: 0, 1, 2... in the order written.
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(MESSAGE_KINDS))
    // The round it was written in: a send's own, or the round an ask answers.
    .addColumn("round", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    // A send's prices as sent: its goods and freight in cents, its last day, what it changed.
    .addColumn("goods", "integer", (c) => c.check(sql`goods >= 0`))
    .addColumn("freight", "integer", (c) => c.check(sql`freight >= 0`))
    .addColumn("validUntil", "text")
    .addColumn("changes", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("quote_messages_pk", ["quoteId", "position"])
    .execute();
  await sql`update quotes set round = 1 where status in ('sent', 'accepted')`.execute(db);
  await sql`insert into quote_messages
      ("quoteId", position, kind, round, body, "validUntil", "createdAt")
    select id, 0, 'send', 1, coalesce(reply, ''), "validUntil", coalesce("sentAt", "createdAt")
    from quotes where round = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quote_messages").execute();
  await db.schema.alterTable("quotes").dropColumn("round").execute();
  await db.schema.alterTable("quotes").dropColumn("freight").execute();
}
