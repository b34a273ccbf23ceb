/**
 * Hindi twin of ../en/apps.ts: the two notable apps on /hi/services/app-development and /hi/work.
 * PLACEHOLDERS, listed by the English module's `placeholders`: invented apps with descriptive
 * names, not brands.
 */
import { type NotableAppId, notableAppFacts } from "../apps";
import type { AppsCopy, NotableAppWords } from "../apps.schema";

const apps: Record<NotableAppId, NotableAppWords> = {
  "ludo-game": {
    name: "ऑनलाइन लूडो गेम",
    category: "मल्टीप्लेयर बोर्ड गेम",
    description:
      "दो से चार खिलाड़ियों के लिए रियल-टाइम लूडो गेम — दोस्तों के साथ ऑनलाइन या कंप्यूटर के खिलाफ़, प्राइवेट रूम, चैट और टूर्नामेंट चलाने के लिए वेब पैनल के साथ।",
    features: [
      "रियल-टाइम ऑनलाइन गेम",
      "इनवाइट कोड वाले प्राइवेट रूम",
      "टूर्नामेंट और लीडरबोर्ड",
      "खिलाड़ियों और रिपोर्ट के लिए एडमिन पैनल",
    ],
    imageAlt: "लूडो बोर्ड दिखाता फ़ोन, जिसमें लाल, हरे, पीले और नीले घर और पासे का बटन है",
  },
  "school-app": {
    name: "स्कूल और इंस्टीट्यूट ऐप",
    category: "शिक्षा",
    description:
      "स्कूल या कोचिंग इंस्टीट्यूट के लिए एक ऐप: माता-पिता और छात्रों के लिए हाज़िरी, होमवर्क, फ़ीस रिमाइंडर, रिज़ल्ट और नोटिस, सब कुछ एक ही वेब एडमिन पैनल से मैनेज होता है।",
    features: [
      "हाज़िरी और होमवर्क",
      "फ़ीस रिमाइंडर और रसीद",
      "रिज़ल्ट और रिपोर्ट कार्ड",
      "हर अभिभावक तक पहुँचने वाले नोटिस",
    ],
    imageAlt:
      "स्कूल ऐप की होम स्क्रीन दिखाता फ़ोन, जिसमें हाज़िरी, होमवर्क और फ़ीस की टाइल और नोटिस की लिस्ट है",
  },
};

export const notableApps: AppsCopy["notableApps"] = notableAppFacts.map((app) => ({
  id: app.id,
  ...apps[app.id],
  platforms: [...app.platforms],
  screen: app.screen,
}));

/** Labels of a notable app card; Android and iOS are names, the same in both languages. */
export const notableAppCopy: AppsCopy["notableAppCopy"] = {
  platformsLabel: "प्लेटफ़ॉर्म",
  platforms: { android: "Android", ios: "iOS", "web-admin": "वेब एडमिन पैनल" },
};
