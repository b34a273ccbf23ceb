/**
 * The words of the agency's work in Hindi: each website demo's title, screenshot description
 * and summary, each notable app's name, category, description and features, and the copy of
 * /work. Their ids, artwork and links are facts (./facts.ts).
 */
import { formatters } from "~/base/format";
import { template } from "~/base/template";
import { quoteActions } from "../shell/hi";
import { notableAppFacts } from "./facts";
import type { WorkWords } from "./schema";

export const projects: WorkWords["projects"] = {
  "admin-dashboard": {
    webTitle: "एडमिन डैशबोर्ड",
    webImageAlt: "एडमिन डैशबोर्ड, जिसमें साइडबार मेन्यू, आँकड़ों की चार टाइल और कमाई का बार चार्ट है",
    webDescription:
      "बिज़नेस मालिकों के लिए कंट्रोल पैनल: बिक्री, यूज़र और ऑर्डर एक नज़र में, एडमिन और सब-एडमिन रोल और परमिशन के साथ।",
  },
  "user-dashboard": {
    webTitle: "यूज़र डैशबोर्ड",
    webImageAlt: "यूज़र डैशबोर्ड, जिसमें प्रोफ़ाइल की झलक वाली टाइल, हाल की एक्टिविटी और इस्तेमाल का चार्ट है",
    webDescription:
      "वेब ऐप में ग्राहक का हिस्सा: प्रोफ़ाइल, ऑर्डर, नोटिफ़िकेशन और इस्तेमाल के चार्ट, एक साफ़ और रिस्पॉन्सिव स्क्रीन पर।",
  },
  "student-dashboard": {
    webTitle: "स्टूडेंट डैशबोर्ड",
    webImageAlt: "स्टूडेंट डैशबोर्ड, जिसमें कोर्स की प्रगति की टाइल, हाज़िरी और अंकों का चार्ट है",
    webDescription:
      "स्कूल या कोचिंग इंस्टीट्यूट के छात्रों के लिए कोर्स, हाज़िरी, असाइनमेंट और रिज़ल्ट, प्रगति के चार्ट के साथ।",
  },
  "business-website": {
    webTitle: "बिज़नेस वेबसाइट",
    webImageAlt: "बिज़नेस वेबसाइट का होम पेज, जिसमें बड़ी हेडलाइन, कॉल-टू-एक्शन बटन और सेवाओं के कार्ड हैं",
    webDescription: "सेवाओं, ग्राहकों की राय और पूछताछ फ़ॉर्म वाली कंपनी वेबसाइट।",
  },
  "educational-website": {
    webTitle: "शिक्षण संस्थान की वेबसाइट",
    webImageAlt: "शिक्षण संस्थान की वेबसाइट, जिसमें एडमिशन बैनर, कोर्स की लिस्ट और कैंपस की फ़ोटो वाला हिस्सा है",
    webDescription:
      "कोर्स, फ़ैकल्टी, एडमिशन और नोटिस बोर्ड वाली इंस्टीट्यूट की साइट, जिसे स्टाफ़ खुद अपडेट करता है।",
  },
  "portfolio-website": {
    webTitle: "पोर्टफ़ोलियो वेबसाइट",
    webImageAlt:
      "पर्सनल पोर्टफ़ोलियो वेबसाइट, जिसमें गोल प्रोफ़ाइल फ़ोटो, छोटा परिचय और प्रोजेक्ट थंबनेल का ग्रिड है",
    webDescription:
      "डिज़ाइनर या डेवलपर के लिए पर्सनल पोर्टफ़ोलियो: परिचय, हुनर, चुने हुए प्रोजेक्ट और संपर्क के लिंक।",
  },
  "blog-website": {
    webTitle: "ब्लॉग वेबसाइट",
    webImageAlt: "ब्लॉग वेबसाइट, जिसमें फ़ीचर्ड आर्टिकल की फ़ोटो, आर्टिकल की लिस्ट और कैटेगरी साइडबार है",
    webDescription: "कैटेगरी, सर्च और SEO-फ़्रेंडली आर्टिकल पेज वाला तेज़ और पढ़ने में आसान ब्लॉग।",
  },
  "text-utility": {
    webTitle: "टेक्स्ट यूटिलिटी ऐप",
    webImageAlt: "टेक्स्ट यूटिलिटी वेब ऐप, जिसमें बड़ा टेक्स्ट बॉक्स, शब्द और अक्षर गिनने वाले काउंटर और एक्शन बटन हैं",
    webDescription:
      "काम का वेब टूल: अंग्रेज़ी अक्षरों को कैपिटल या स्मॉल में बदलें, शब्द और अक्षर गिनें, फ़ालतू स्पेस हटाएँ और एक क्लिक में नतीजा कॉपी करें।",
  },
  "nonprofit-website": {
    webTitle: "NGO वेबसाइट",
    webImageAlt: "NGO की वेबसाइट, जिसमें मिशन की हेडलाइन, ‘दान करें’ बटन और असर दिखाने वाले आँकड़े हैं",
    webDescription:
      "किसी NGO या ट्रस्ट के लिए वेबसाइट: उसका मिशन, मुद्दे, वॉलंटियर साइन-अप और साफ़ दिखने वाला ‘दान करें’ बटन।",
  },
  "flip-card-portfolio": {
    webTitle: "फ़्लिप-कार्ड पोर्टफ़ोलियो",
    webImageAlt:
      "कार्डों से बना पोर्टफ़ोलियो, जिसमें एक कार्ड पलटकर पीछे की तरफ़ प्रोजेक्ट की जानकारी दिखा रहा है",
    webDescription:
      "मज़ेदार पोर्टफ़ोलियो, जिसके प्रोजेक्ट कार्ड होवर या टैप करने पर पलटकर जानकारी दिखाते हैं, सिर्फ़ CSS 3D ट्रांसफ़ॉर्म से बना।",
  },
  "solar-system": {
    webTitle: "सौरमंडल",
    webImageAlt: "अँधेरे आसमान पर एनिमेटेड सौरमंडल, जिसमें ग्रह सूरज के चारों ओर गोल कक्षाओं में घूम रहे हैं",
    webDescription:
      "सौरमंडल का एनिमेटेड मॉडल, जिसमें ग्रह सूरज की परिक्रमा करते हैं, सिर्फ़ HTML और CSS से बना और एनिमेट किया हुआ।",
  },
};

/** The link of a website project card to its live demo. */
export const projectCardCopy: WorkWords["projectCardCopy"] = {
  view: "प्रोजेक्ट देखें",
  viewLabel: template("प्रोजेक्ट देखें: {title} (नए टैब में खुलता है)"),
};

/** The eyebrows of the three sections, which the hero's buttons that jump to them carry too. */
const eyebrows = { graphic: "ग्राफ़िक डिज़ाइन", websites: "वेबसाइट प्रोजेक्ट", apps: "ऐप प्रोजेक्ट" };

/** /hi/work: hero, the three portfolio sections and the closing call to action. */
export const workPage: WorkWords["workPage"] = {
  hero: { eyebrow: "पोर्टफ़ोलियो", actions: eyebrows },
  sections: {
    graphic: {
      eyebrow: eyebrows.graphic,
      title: "पोस्ट, स्क्रीन और ब्रांड डिज़ाइन",
      intro: "हमारी डिज़ाइन टीम की कुछ चुनी हुई सोशल मीडिया पोस्ट और UI/UX स्क्रीन।",
    },
    websites: {
      eyebrow: eyebrows.websites,
      title: "वेबसाइट, डैशबोर्ड और वेब ऐप",
      intro:
        "बिज़नेस, इंस्टीट्यूट और NGO के लिए जानकारी वाली साइट, रोल के हिसाब से डैशबोर्ड और कुछ मज़ेदार प्रयोग। हर कार्ड नए टैब में लाइव डेमो खोलता है।",
    },
    apps: {
      eyebrow: eyebrows.apps,
      title: `${formatters.hi.countWordCapital(notableAppFacts.length)} खास ऐप`,
      intro: "Android और iOS ऐप, उन्हें चलाने वाले एडमिन पैनल के साथ।",
    },
  },
  cta: {
    title: "हमारा काम पसंद आया?",
    text: "हमें अपने प्रोजेक्ट के बारे में बताएँ, हम आपको मिलता-जुलता काम और उसकी कीमत दिखाएँगे।",
    ...quoteActions,
  },
};

export const apps: WorkWords["apps"] = {
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
      "सभी माता-पिता तक पहुँचने वाले नोटिस",
    ],
    imageAlt:
      "स्कूल ऐप की होम स्क्रीन दिखाता फ़ोन, जिसमें हाज़िरी, होमवर्क और फ़ीस की टाइल और नोटिस की लिस्ट है",
  },
};

/** Labels of a notable app card; Android and iOS are names, the same in both languages. */
export const notableAppCopy: WorkWords["notableAppCopy"] = {
  platformsLabel: "प्लेटफ़ॉर्म",
  platforms: { android: "Android", ios: "iOS", "web-admin": "वेब एडमिन पैनल" },
};
