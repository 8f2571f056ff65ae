import { stemmer } from "stemmer";

// The catalogue search's text analysis: what a visitor typed and what a tool says are cut into
// the same words, and each word has its stem (Porter's English stemmer), so "batteries" and
// "battery" meet at "batteri".

/** Text as words of letters and digits, in lower case; null when none is left. */
export function searchWords(text: string): string[] | null {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
}

/** Stems already found: a catalogue's words are few, and each recurs in thousands of tools. */
const stems = new Map<string, string>();
const MAX_KEPT_STEMS = 100_000;

/** A word's stem ("batteries" and "battery" are "batteri"); words with digits stay as they are. */
export function wordStem(word: string): string {
  if (/\d/.test(word)) return word;
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (stems.size < MAX_KEPT_STEMS) stems.set(word, stem);
  }
  return stem;
}

/** The terms a text is found by: each of its words, and each word's stem. */
export function textTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of searchWords(text) ?? []) {
    terms.push(word);
    const stem = wordStem(word);
    if (stem !== word) terms.push(stem);
  }
  return terms;
}
