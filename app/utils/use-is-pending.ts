import { useNavigation } from "@remix-run/react";

/**
 * Whether this page's form is on its way to the server (a post, not a link being followed):
 * what every submit button shows as its pending state.
 */
export function useIsPending(): boolean {
  return useNavigation().state === "submitting";
}
