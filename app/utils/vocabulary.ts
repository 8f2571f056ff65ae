// A closed set of stored words, each with the one label people read. The labels record states
// the words once, in their order; the list and the lookup follow from it, so a word cannot be
// listed without a label or labelled without being listed.

/** The words of a record by word, in the order written (a non-empty tuple, as z.enum takes). */
export const wordsOf = <Word extends string>(byWord: Record<Word, unknown>) =>
  Object.keys(byWord) as [Word, ...Word[]];

/** A stored value's label; a value this build does not know is shown as it is stored. */
export const labelOf = <Word extends string>(labels: Record<Word, string>, value: string) =>
  Object.hasOwn(labels, value) ? labels[value as Word] : value;
