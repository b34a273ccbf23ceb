/**
 * The four policies by path, for tests and server code. Pages never import this (a `.server`
 * module cannot reach the browser): each policy route imports only its own policy's module.
 */
import type { PolicyDoc, PolicyPath } from "../policies.schema";
import { cancellationAndRefund } from "./cancellation";
import { privacyPolicy } from "./privacy";
import { shippingAndDelivery } from "./shipping";
import { termsAndConditions } from "./terms";

export const policies = {
  "/terms-and-conditions": termsAndConditions,
  "/Cancellation-and-Refund": cancellationAndRefund,
  "/Shipping-and-Delivery": shippingAndDelivery,
  "/privacy-policy": privacyPolicy,
} as const satisfies Record<PolicyPath, PolicyDoc>;
