import { ConfirmCancelOrder } from "#app/components/confirm-cancel.tsx";
import { cancelPage } from "#app/routes/+orders/cancel-order.server.ts";

const page = cancelPage("/dashboard/myorders");

export const loader = page.loader;
export const action = page.action;
export default ConfirmCancelOrder;
