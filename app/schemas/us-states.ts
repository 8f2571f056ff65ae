import { labelOf, wordsOf } from "#app/utils/vocabulary.ts";

/**
 * The two-letter codes of the US states and the District of Columbia, where the shop ships, each
 * with its name for the pages' state choices and the tax table.
 */
export const US_STATE_NAMES = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};
export type UsState = keyof typeof US_STATE_NAMES;
export const US_STATES = wordsOf(US_STATE_NAMES);

/** The states as a select's choices, by name: "Ohio (OH)". */
export const US_STATE_OPTIONS = US_STATES.map((state) => ({
  value: state,
  label: `${US_STATE_NAMES[state]} (${state})`,
})).sort((a, b) => a.label.localeCompare(b.label));

/** A state's name from its code, or the code itself when it names no state. */
export function stateName(code: string): string {
  return labelOf(US_STATE_NAMES, code);
}
