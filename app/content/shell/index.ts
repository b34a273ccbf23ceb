/**
 * The site's shell, the words around every page: the layout (header, footer, popup, floating
 * buttons, dialogs, price labels, error page), the menus, the theme switch, the announcement,
 * the carousel's controls and the links the section blocks share.
 */
import { defineLegacyTopic } from "../topic";
import * as en from "./en";
import * as hi from "./hi";
import { shellWordsSchema } from "./schema";

export const shell = defineLegacyTopic({
  schema: shellWordsSchema,
  en,
  hi,
  join: (words) => ({
    ui: words.ui,
    navigation: words.navigation,
    theme: words.themeSwitch,
    promo: words.promo,
    carousel: words.carouselCopy,
    sections: {
      quoteActions: words.quoteActions,
      contactLabels: words.contactLabels,
      exploreServices: words.exploreServices,
    },
  }),
  sameInBoth: ["WhatsApp"],
});
