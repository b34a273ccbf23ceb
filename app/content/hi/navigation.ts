/** Hindi twin of ../en/navigation.ts: the words of the menus (which pages: site-routes.ts). */
import type { NavigationCopy } from "../navigation.schema";

export const navigation: NavigationCopy = {
  labels: {
    "/": "होम",
    "/aboutUs": "हमारे बारे में",
    "/work": "हमारा काम",
    "services-menu": "सेवाएँ",
    "/pricing": "कीमतें",
    blog: "ब्लॉग",
    "/internship": "इंटर्नशिप",
    "/career": "करियर",
    "/contact-us": "संपर्क करें",
    "/services": "सभी सेवाएँ",
    "/terms-and-conditions": "नियम और शर्तें",
    "/privacy-policy": "प्राइवेसी पॉलिसी",
    "/Cancellation-and-Refund": "कैंसलेशन और रिफ़ंड",
    "/Shipping-and-Delivery": "शिपिंग और डिलीवरी",
  },
  footerLabels: { "/work": "हमारा काम" },
};
