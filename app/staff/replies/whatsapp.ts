/**
 * The link that opens a WhatsApp chat with a number, the message typed in: wa.me opens the app on
 * a phone and WhatsApp Web on a laptop (https://faq.whatsapp.com/5913398998672934). The number is
 * the E.164 digits without the plus; the text is URL-encoded (line breaks as %0A).
 */
import type { NormalisedPhone } from "./phone";

export function whatsAppLink(phone: Pick<NormalisedPhone, "digits">, text: string): string {
  return `https://wa.me/${phone.digits}?text=${encodeURIComponent(text)}`;
}

/** The origins a wa.me link leads through: the lead's page lets its forms go there (CSP). */
export const whatsAppOrigins = ["https://wa.me", "https://api.whatsapp.com"] as const;
