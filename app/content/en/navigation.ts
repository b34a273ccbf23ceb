/** The words of the menus of the navigation bar and the footer (which pages: site-routes.ts). */
import type { NavigationCopy } from "../navigation.schema";

export const navigation: NavigationCopy = {
  labels: {
    "/": "Home",
    "/aboutUs": "About Us",
    "/work": "Work",
    "services-menu": "Services",
    "/pricing": "Pricing",
    blog: "Blog",
    "/internship": "Internship",
    "/career": "Career",
    "/contact-us": "Contact Us",
    "/services": "All services",
    "/terms-and-conditions": "Terms and Conditions",
    "/privacy-policy": "Privacy Policy",
    "/Cancellation-and-Refund": "Cancellation and Refund",
    "/Shipping-and-Delivery": "Shipping and Delivery",
  },
  footerLabels: { "/work": "Our Work" },
};
