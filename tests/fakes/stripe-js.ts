// Stripe.js in the browser, as far as @stripe/react-stripe-js and the payment page use it: a
// Payment Element (a plain card-number input here, an iframe at Stripe) and confirmPayment,
// which confirms the intent at "https://api.stripe.com" like the real one; the test routes that
// host to the fake Stripe API.
import type { Page } from "@playwright/test";

const script = String.raw`
(function () {
  function Stripe(publishableKey) {
    var mounted = null;
    function element() {
      var handlers = {};
      return {
        mount: function (target) {
          var node = typeof target === "string" ? document.querySelector(target) : target;
          var label = document.createElement("label");
          label.textContent = "Card number";
          var input = document.createElement("input");
          input.setAttribute("data-fake-stripe-card", "");
          input.autocomplete = "off";
          label.appendChild(input);
          node.appendChild(label);
          mounted = input;
          setTimeout(function () { (handlers.ready || []).forEach(function (cb) { cb({ elementType: "payment" }); }); });
        },
        on: function (event, cb) { (handlers[event] = handlers[event] || []).push(cb); return this; },
        off: function (event, cb) { handlers[event] = (handlers[event] || []).filter(function (h) { return h !== cb; }); return this; },
        update: function () {},
        destroy: function () { mounted = null; },
      };
    }
    function unused(name) {
      return function () { return Promise.reject(new Error("The shop does not call Stripe." + name)); };
    }
    return {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      // react-stripe-js recognises a Stripe object by these; the shop itself never calls them.
      createToken: unused("createToken"),
      createPaymentMethod: unused("createPaymentMethod"),
      confirmCardPayment: unused("confirmCardPayment"),
      elements: function (options) {
        return {
          _clientSecret: options && options.clientSecret,
          create: function () { return element(); },
          getElement: function () { return null; },
          update: function () {},
          submit: function () { return Promise.resolve({}); },
        };
      },
      confirmPayment: function (params) {
        var secret = params.elements._clientSecret;
        var intentId = secret.split("_secret_")[0];
        var billing = ((params.confirmParams || {}).payment_method_data || {}).billing_details || {};
        var body = new URLSearchParams({
          key: publishableKey,
          client_secret: secret,
          "payment_method_data[card][number]": mounted ? mounted.value : "",
          "payment_method_data[billing_details][name]": billing.name || "",
          "payment_method_data[billing_details][email]": billing.email || "",
        });
        return fetch("https://api.stripe.com/v1/payment_intents/" + intentId + "/confirm", { method: "POST", body: body })
          .then(function (response) { return response.json(); })
          .then(function (json) { return json.error ? { error: json.error } : { paymentIntent: json }; });
      },
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
`;

/** Serves the fake Stripe.js and sends the page's calls to Stripe's API to the fake API. */
export async function routeStripe(page: Page, fakeApiUrl: string) {
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: script }),
  );
  await page.route("https://api.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fakeApiUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
