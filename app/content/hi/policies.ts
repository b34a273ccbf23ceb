/**
 * Hindi twin of ../policies.ts: the four policy pages (terms and conditions, cancellation and
 * refund, shipping and delivery, privacy) for the /hi site. Same ids, sections and order as the
 * English; every number, fee, e-mail and date comes from the same imports the English uses.
 * The business facts (`clientTerms`, `policyLastUpdated`) are imported from the English module.
 */
import { programmes, scholarship } from "../internship";
import { clientTerms, policyLastUpdated } from "../policies";
import type { PolicyDoc, PolicyPath, PolicySection, PolicyUi } from "../policies.schema";
import { formatInr } from "../pricing";
import { site } from "../site";

type ProgrammeId = (typeof programmes)[number]["id"];

/** Hindi names of the internship programmes, by id (the English names live in ../internship). */
const programmeName: Record<ProgrammeId, string> = {
  "website-development": "वेबसाइट डेवलपमेंट",
  "website-design-javascript": "वेबसाइट डिज़ाइन + JavaScript",
  "website-design": "वेबसाइट डिज़ाइन",
};

/** A programme's length in Hindi, from its ISO 8601 duration ("P3M" → "3 महीने"). */
function duration(programme: (typeof programmes)[number]): string {
  const match = /^P(\d+)([DWMY])$/.exec(programme.durationIso);
  if (!match) return programme.duration;
  const count = Number(match[1]);
  const unit = match[2] as "D" | "W" | "M" | "Y";
  const words = {
    D: ["दिन", "दिन"],
    W: ["हफ़्ता", "हफ़्ते"],
    M: ["महीना", "महीने"],
    Y: ["साल", "साल"],
  } as const;
  return `${count} ${words[unit][count === 1 ? 0 : 1]}`;
}

const city = `${site.address.hindi.locality}, ${site.address.hindi.region}`;

const [fullProgramme, jsProgramme, freeProgramme] = programmes;
const testFee = formatInr(scholarship.testFee);
const demo = `${scholarship.demoDays} दिन की डेमो अवधि`;
const refundWindow = `प्रोग्राम शुरू होने की तारीख से ${scholarship.refundWindowDays} दिनों के अंदर`;
const refundShare = `प्रोग्राम फ़ीस का ${scholarship.refundPercent}% रिफ़ंड`;
const renewalNotice = `रिन्यूअल की तारीख से कम से कम ${clientTerms.renewalNoticeDays} दिन पहले`;
const cancellationFee = `प्रोजेक्ट की कुल लागत के ${clientTerms.cancellationFeePercent}% की कैंसलेशन फ़ीस लगती है`;
const cancellationDue = `नोटिस की तारीख से ${clientTerms.cancellationPaymentDays} दिनों के अंदर`;

/**
 * PLACEHOLDER (listed in ../policies.ts): the brief makes only the scholarship-test fee
 * non-refundable; whether the programmes' own registration fees are is the agency's call.
 */
const programmeRegistrationNonRefundable = `प्रोग्राम की रजिस्ट्रेशन फ़ीस (${programmeName[fullProgramme.id]} प्रोग्राम के लिए ${formatInr(fullProgramme.registrationFee)}, ${programmeName[jsProgramme.id]} प्रोग्राम के लिए ${formatInr(jsProgramme.registrationFee)}, जैसा कि प्रोग्राम कार्ड पर दिखाया गया है) नॉन-रिफ़ंडेबल है।`;

/** PLACEHOLDER (listed in ../policies.ts): a liability clause the brief does not give. */
const liabilitySection = {
  id: "liability",
  title: "दायित्व",
  blocks: [
    {
      type: "p",
      text: "हमारे बनाए काम में कोई खामी (डिफ़ेक्ट) अगर आपके कोटेशन में दी गई सपोर्ट अवधि के दौरान बताई जाती है, तो हम उसे बिना किसी शुल्क के ठीक करते हैं। किसी प्रोजेक्ट के लिए हमारा कुल दायित्व उस राशि तक सीमित है जो आपने उस प्रोजेक्ट के लिए चुकाई है। थर्ड-पार्टी सेवाओं की वजह से होने वाले अप्रत्यक्ष नुकसान, जैसे मुनाफ़े या डेटा के नुकसान, के लिए हम ज़िम्मेदार नहीं हैं।",
    },
  ],
} as const satisfies PolicySection;

const withCertificate = programmes.filter((p) => p.certificate).map((p) => programmeName[p.id]);
const certificateSentence = `${withCertificate.join(" और ")} ${withCertificate.length > 1 ? "प्रोग्रामों" : "प्रोग्राम"} में प्रोजेक्ट और असेसमेंट पूरे करने पर सर्टिफ़िकेट मिलता है।`;

/** Labels around the policy text, shared by the four pages. */
export const policyUi = {
  eyebrow: "कानूनी",
  tocTitle: "इस पेज पर",
  lastUpdatedLabel: "अंतिम अपडेट",
  relatedTitle: "संबंधित पॉलिसी",
  questions: "इस पेज के बारे में कोई सवाल? हमें यहाँ लिखें:",
  languageNote:
    "यह हिंदी अनुवाद आपकी सुविधा के लिए है; किसी भी अंतर या विवाद की स्थिति में अंग्रेज़ी संस्करण ही मान्य होगा।",
  languageNoteLink: "अंग्रेज़ी संस्करण पढ़ें",
} as const satisfies PolicyUi;

const studio = `${site.legalName} ("${site.brandName}", "हम", "हमें")`;

export const policies = {
  "/terms-and-conditions": {
    lastUpdated: policyLastUpdated,
    contactEmail: site.emails.hello,
    parts: [
      {
        id: "for-clients",
        title: "भाग क — क्लाइंट के लिए शर्तें",
        sections: [
          {
            id: "scope",
            title: "ये शर्तें किन पर लागू होती हैं",
            blocks: [
              {
                type: "p",
                text: `ये शर्तें हर उस वेबसाइट, ऐप, डिज़ाइन, मार्केटिंग, होस्टिंग और मेंटेनेंस प्रोजेक्ट पर लागू होती हैं, जिसे ${studio} किसी क्लाइंट के लिए करता है। कोटेशन स्वीकार करके या एडवांस पेमेंट करके आप इन शर्तों से सहमत होते हैं। अगर किसी हस्ताक्षरित कोटेशन या एग्रीमेंट में कुछ अलग लिखा है, तो कोटेशन में लिखी बात ही मान्य होगी।`,
              },
            ],
          },
          {
            id: "quotes-and-scope",
            title: "कोटेशन और काम का दायरा",
            blocks: [
              {
                type: "p",
                text: "काम शुरू होने से पहले हम एक लिखित कोटेशन भेजते हैं, जिसमें काम का दायरा (स्कोप), माइलस्टोन, डिलीवरी की समय-सीमा और प्रोजेक्ट की कुल लागत दी होती है। इस दायरे से बाहर के काम (अतिरिक्त पेज, फ़ीचर या रिविज़न) का कोटेशन अलग से दिया जाता है, और वह काम आपकी लिखित मंज़ूरी के बाद ही शुरू होता है।",
              },
            ],
          },
          {
            id: "payments",
            title: "भुगतान",
            blocks: [
              {
                type: "ul",
                items: [
                  "कोटेशन में बताया गया एडवांस पेमेंट मिलने के बाद ही काम शुरू होता है।",
                  "बाकी राशि का भुगतान कोटेशन में दिए गए माइलस्टोन पर करना होता है, और फ़ाइनल हैंडओवर से पहले पूरा भुगतान करना ज़रूरी है।",
                  "कीमतें भारतीय रुपये (₹) में हैं। जहाँ GST लागू होता है, वहाँ वह जोड़ा जाता है और इनवॉइस पर दिखाया जाता है।",
                  "एडवांस पेमेंट नॉन-रिफ़ंडेबल है: एडवांस पेमेंट हो जाने के बाद कोई रिफ़ंड नहीं मिलता, क्योंकि इससे आपके प्रोजेक्ट के लिए हमारी टीम का समय बुक होता है।",
                ],
              },
            ],
          },
          {
            id: "client-responsibilities",
            title: "आपकी ज़िम्मेदारियाँ",
            blocks: [
              {
                type: "p",
                text: "आपको समय पर कंटेंट (टेक्स्ट, इमेज, लोगो, प्रोडक्ट डेटा), मंज़ूरियाँ और ज़रूरत होने पर अपने डोमेन, होस्टिंग या डेवलपर अकाउंट जैसे अकाउंट का एक्सेस देना होगा। कंटेंट या मंज़ूरी में जितनी देरी होती है, डिलीवरी की तारीखें भी उतनी ही आगे खिसक जाती हैं। आप पुष्टि करते हैं कि जो कुछ भी आप हमें भेजते हैं, उसे इस्तेमाल करने का अधिकार आपके पास है।",
              },
            ],
          },
          {
            id: "renewals",
            title: "होस्टिंग, डोमेन और सेवाओं का रिन्यूअल",
            blocks: [
              {
                type: "p",
                text: "होस्टिंग, डोमेन नेम, SSL सर्टिफ़िकेट, बिज़नेस ईमेल, मेंटेनेंस प्लान और ऐसी ही दूसरी सेवाओं का बिल सालाना रिन्यूअल फ़ीस के रूप में बनता है। हर सेवा की रिन्यूअल फ़ीस आपके कोटेशन या इनवॉइस में दी गई है।",
              },
              {
                type: "p",
                text: `${renewalNotice} हम देय राशि बताते हुए आपसे संपर्क करते हैं। कृपया रिन्यूअल की तारीख से पहले पुष्टि करके भुगतान कर दें; जो सेवा समय पर रिन्यू नहीं होती, उसे उसका प्रोवाइडर सस्पेंड कर सकता है, और उसे फिर से चालू कराने में अतिरिक्त खर्च आ सकता है।`,
              },
            ],
          },
          {
            id: "client-cancellation",
            title: "प्रोजेक्ट रद्द करना",
            blocks: [
              {
                type: "p",
                text: `आप लिखित नोटिस देकर (ईमेल भी चलेगा) प्रोजेक्ट रद्द कर सकते हैं। ${cancellationFee}, जिसका भुगतान ${cancellationDue} करना होगा। आपके द्वारा पहले से किया गया भुगतान इस फ़ीस में गिना जाता है; एडवांस पेमेंट खुद रिफ़ंड नहीं होता। पूरे नियम हमारी कैंसलेशन और रिफ़ंड पॉलिसी में दिए गए हैं।`,
              },
            ],
          },
          {
            id: "ownership",
            title: "काम का मालिकाना हक",
            blocks: [
              {
                type: "p",
                text: "प्रोजेक्ट का पूरा भुगतान हो जाने के बाद, फ़ाइनल डिज़ाइन, आपके लिए लिखे गए सोर्स कोड और आपके लिए बनाए गए कंटेंट के मालिक आप होंगे। थर्ड-पार्टी सॉफ़्टवेयर, थीम, प्लगइन, फ़ॉन्ट और स्टॉक मटीरियल अपने-अपने लाइसेंस के तहत ही रहते हैं। जब तक आप मना न करें, हम तैयार काम को अपने पोर्टफ़ोलियो में दिखा सकते हैं।",
              },
            ],
          },
          {
            id: "third-party-services",
            title: "थर्ड-पार्टी सेवाएँ",
            blocks: [
              {
                type: "p",
                text: "होस्टिंग प्रोवाइडर, डोमेन रजिस्ट्रार, पेमेंट गेटवे, Google Play Store और Apple App Store की अपनी शर्तें, आउटेज और रिव्यू प्रक्रियाएँ होती हैं। हम आपके लिए इन्हें सेट अप करते हैं और इनके साथ काम करते हैं, लेकिन इनकी उपलब्धता या इनके फ़ैसलों की गारंटी नहीं दे सकते।",
              },
            ],
          },
          liabilitySection,
        ],
      },
      {
        id: "for-interns",
        title: "भाग ख — इंटर्नशिप प्रतिभागियों के लिए शर्तें",
        sections: [
          {
            id: "internship-enrolment",
            title: "दाखिला",
            blocks: [
              {
                type: "p",
                text: "ये शर्तें हमारे किसी भी इंटर्नशिप या ट्रेनिंग प्रोग्राम के लिए रजिस्टर करने वाले हर व्यक्ति पर लागू होती हैं। प्रोग्राम की अवधि, फ़ीस, प्रोजेक्ट और फ़ायदे वही होंगे जो आपके दाखिले के समय हमारे इंटर्नशिप पेज पर उस प्रोग्राम के कार्ड पर दिखाए गए हैं।",
              },
            ],
          },
          {
            id: "internship-fees",
            title: "रजिस्ट्रेशन फ़ीस",
            blocks: [
              {
                type: "ul",
                items: [
                  `स्कॉलरशिप टेस्ट की रजिस्ट्रेशन फ़ीस ${testFee} है। टेस्ट में आपके स्कोर से प्रोग्राम फ़ीस पर मिलने वाली छूट तय होती है। यह रजिस्ट्रेशन फ़ीस नॉन-रिफ़ंडेबल है।`,
                  programmeRegistrationNonRefundable,
                  `${programmeName[freeProgramme.id]} प्रोग्राम (${duration(freeProgramme)}) के लिए कोई फ़ीस नहीं है।`,
                ],
              },
            ],
          },
          {
            id: "internship-demo-and-refund",
            title: "डेमो अवधि और रिफ़ंड",
            blocks: [
              {
                type: "p",
                text: `हर पेड प्रोग्राम ${demo} से शुरू होता है, ताकि पक्का फ़ैसला लेने से पहले आप देख सकें कि हम कैसे पढ़ाते हैं। अगर आपको लगे कि यह प्रोग्राम आपके लिए नहीं है, तो ${refundWindow} अनुरोध करके आप ${refundShare} ले सकते हैं। इसके बाद प्रोग्राम फ़ीस रिफ़ंड नहीं होती। स्कॉलरशिप टेस्ट की फ़ीस कभी रिफ़ंड नहीं होती।`,
              },
            ],
          },
          {
            id: "internship-commitment",
            title: "समय, हाज़िरी और व्यवहार",
            blocks: [
              {
                type: "p",
                text: `हर हफ़्ते ${scholarship.hoursPerWeek} घंटे सीखने और प्रोजेक्ट वर्क के लिए रखें। सेशन में शामिल हों, अपना खुद का काम जमा करें, अपने मेंटर्स और साथी इंटर्न्स का सम्मान करें, और काम के दौरान क्लाइंट की जो भी सामग्री आप देखें, उसे गोपनीय रखें।`,
              },
            ],
          },
          {
            id: "internship-certificate",
            title: "प्रोजेक्ट और सर्टिफ़िकेट",
            blocks: [
              {
                type: "p",
                text: `${certificateSentence} आपने जो प्रोजेक्ट बनाए हैं, उन्हें आप अपने पोर्टफ़ोलियो में दिखा सकते हैं। सर्टिफ़िकेट या जॉइनिंग लेटर नौकरी का वादा नहीं है।`,
              },
            ],
          },
        ],
      },
      {
        sections: [
          {
            id: "changes-and-law",
            title: "बदलाव और लागू कानून",
            blocks: [
              {
                type: "p",
                text: `हम इन शर्तों में बदलाव कर सकते हैं; इस पेज के ऊपर दी गई तारीख नया वर्ज़न बताती है, और किसी प्रोजेक्ट या प्रोग्राम पर वही वर्ज़न लागू होता है जो आपके कोटेशन स्वीकार करने या दाखिला लेने के समय लागू था। ये शर्तें भारत के कानूनों के अधीन हैं, और इनसे जुड़े मामलों पर ${city} की अदालतों का क्षेत्राधिकार होगा। सवाल: ${site.emails.hello}।`,
              },
            ],
          },
        ],
      },
    ],
    related: ["/Cancellation-and-Refund", "/Shipping-and-Delivery", "/privacy-policy"],
  },

  "/Cancellation-and-Refund": {
    lastUpdated: policyLastUpdated,
    contactEmail: site.emails.hello,
    parts: [
      {
        sections: [
          {
            id: "overview",
            title: "सारांश",
            blocks: [
              {
                type: "p",
                text: `यह पॉलिसी बताती है कि ${studio} के साथ किसी क्लाइंट प्रोजेक्ट या इंटर्नशिप प्रोग्राम को कब रद्द किया जा सकता है, इसकी लागत क्या है और कौन-से भुगतान रिफ़ंड हो सकते हैं। यह हमारे नियम और शर्तों का हिस्सा है।`,
              },
            ],
          },
          {
            id: "project-cancellation",
            title: "क्लाइंट प्रोजेक्ट रद्द करना",
            blocks: [
              {
                type: "ul",
                items: [
                  `अपना कैंसलेशन नोटिस लिखित रूप में ${site.emails.hello} पर भेजें। जिस तारीख को यह हमें मिलता है, वही नोटिस की तारीख मानी जाती है।`,
                  `${cancellationFee}।`,
                  `कैंसलेशन फ़ीस का भुगतान ${cancellationDue} करना होगा।`,
                  "आपके द्वारा पहले से किए गए भुगतान इस फ़ीस में गिने जाते हैं; अगर वे इस फ़ीस से ज़्यादा हैं, तो आपको कोई बकाया नहीं देना होगा।",
                ],
              },
            ],
          },
          {
            id: "advance-payment",
            title: "एडवांस पेमेंट",
            blocks: [
              {
                type: "p",
                text: "एडवांस पेमेंट के बाद कोई रिफ़ंड नहीं होता। एडवांस से हमारी टीम का समय बुक होता है, और इससे प्लानिंग और डिज़ाइन का वह काम कवर होता है जो एडवांस मिलते ही शुरू हो जाता है।",
              },
            ],
          },
          {
            id: "renewals",
            title: "रिन्यूअल और सालाना सेवाएँ",
            blocks: [
              {
                type: "p",
                text: `होस्टिंग, डोमेन, SSL सर्टिफ़िकेट, बिज़नेस ईमेल और मेंटेनेंस प्लान सालाना रिन्यूअल फ़ीस पर हर साल रिन्यू होते हैं। ${renewalNotice} हम आपसे संपर्क करते हैं। किसी सेवा को बंद करना हो, तो बस रिन्यूअल की तारीख से पहले हमें बता दें, हम उसे रिन्यू नहीं करेंगे।`,
              },
            ],
          },
          {
            id: "internship-refunds",
            title: "इंटर्नशिप और ट्रेनिंग प्रोग्राम",
            blocks: [
              {
                type: "ul",
                items: [
                  `स्कॉलरशिप टेस्ट की ${testFee} रजिस्ट्रेशन फ़ीस नॉन-रिफ़ंडेबल है।`,
                  programmeRegistrationNonRefundable,
                  `हर पेड प्रोग्राम ${demo} से शुरू होता है।`,
                  `${refundWindow} अनुरोध करने पर आपको ${refundShare} मिल सकता है।`,
                  `इन ${scholarship.refundWindowDays} दिनों के बाद किए गए अनुरोधों पर रिफ़ंड नहीं मिलता।`,
                ],
              },
            ],
          },
          {
            id: "how-to-request",
            title: "रिफ़ंड कैसे माँगें",
            blocks: [
              {
                type: "p",
                text: `जिस ईमेल पते से आपने रजिस्टर किया था, उसी से ${site.emails.hello} पर ईमेल करें और अपना नाम, प्रोग्राम और उसके शुरू होने की तारीख बताएँ। रिफ़ंड हो जाने पर हम ईमेल से इसकी पुष्टि करते हैं।`,
              },
            ],
          },
        ],
      },
    ],
    related: ["/terms-and-conditions", "/Shipping-and-Delivery", "/privacy-policy"],
  },

  "/Shipping-and-Delivery": {
    lastUpdated: policyLastUpdated,
    contactEmail: site.emails.hello,
    parts: [
      {
        sections: [
          {
            id: "digital-only",
            title: "सिर्फ़ डिजिटल डिलीवरी",
            blocks: [
              {
                type: "p",
                text: `${site.brandName} डिजिटल सेवाएँ देता है। डाक या कूरियर से कुछ भी नहीं भेजा जाता और कोई शिपिंग चार्ज नहीं लगता। हम आपके लिए जो कुछ भी बनाते हैं, वह सब ऑनलाइन डिलीवर किया जाता है, जैसा कि नीचे बताया गया है।`,
              },
            ],
          },
          {
            id: "source-files",
            title: "सोर्स फ़ाइलें और रिपॉज़िटरी",
            blocks: [
              {
                type: "ul",
                items: [
                  "वेबसाइट और ऐप: पूरा सोर्स कोड, जो Git रिपॉज़िटरी को आपके GitHub, GitLab या Bitbucket अकाउंट में ट्रांसफ़र करके, या आप चाहें तो ZIP आर्काइव के रूप में डिलीवर किया जाता है।",
                  "डिज़ाइन: एडिट की जा सकने वाली सोर्स फ़ाइलें (Figma, Adobe Illustrator या Photoshop) और इस्तेमाल के लिए तैयार एक्सपोर्ट (PNG, SVG, PDF), जो क्लाउड फ़ोल्डर के लिंक से शेयर किए जाते हैं।",
                  "डॉक्युमेंटेशन: एक छोटा हैंडओवर नोट, जिसमें बताया गया हो कि कंटेंट कैसे अपडेट करें और सब कुछ कहाँ होस्ट किया गया है।",
                ],
              },
            ],
          },
          {
            id: "hosting",
            title: "आपकी होस्टिंग पर डिप्लॉयमेंट",
            blocks: [
              {
                type: "p",
                text: "हम वेबसाइट और वेब ऐप्लिकेशन आपके अपने होस्टिंग अकाउंट पर, या आपके नाम पर हमारे द्वारा सेट अप की गई होस्टिंग पर डिप्लॉय करते हैं। प्रोजेक्ट तब डिलीवर माना जाता है जब वह आपके डोमेन पर लाइव हो जाए और हम हैंडओवर नोट आपके साथ शेयर कर दें।",
              },
            ],
          },
          {
            id: "credentials",
            title: "क्रेडेंशियल (लॉगिन जानकारी) का ट्रांसफ़र",
            blocks: [
              {
                type: "p",
                text: "हैंडओवर के समय हम हर वह अकाउंट, जो आपका है — डोमेन रजिस्ट्रार, होस्टिंग, आपकी वेबसाइट या ऐप के एडमिन लॉगिन, बिज़नेस ईमेल और स्टोर अकाउंट — सुरक्षित तरीके से आपको ट्रांसफ़र करते हैं:",
              },
              {
                type: "ul",
                items: [
                  "पासवर्ड एन्क्रिप्टेड पासवर्ड-मैनेजर शेयर या एक बार खुलने वाले सीक्रेट लिंक से शेयर किए जाते हैं, सादे ईमेल या चैट मैसेज में कभी नहीं।",
                  "जहाँ भी प्रोवाइडर अनुमति देता है, अकाउंट आपके नाम पर और आपके ईमेल से रजिस्टर किए जाते हैं।",
                  "हम आपसे कहते हैं कि हैंडओवर के बाद पासवर्ड बदल दें, और जब आपको हमारे सपोर्ट की ज़रूरत न रहे, तो हमारा एक्सेस हटा दें।",
                ],
              },
            ],
          },
          {
            id: "app-store-releases",
            title: "ऐप स्टोर पर रिलीज़",
            blocks: [
              {
                type: "p",
                text: "Android और iOS ऐप आपके अपने Google Play Console और Apple Developer अकाउंट के तहत पब्लिश किए जाते हैं। हम स्टोर लिस्टिंग तैयार करते हैं, बिल्ड बनाते हैं और रिलीज़ सबमिट करते हैं। स्टोर रिव्यू में आमतौर पर एक से सात दिन लगते हैं और इसका फ़ैसला Google और Apple करते हैं; ऐप तब डिलीवर माना जाता है जब वह रिव्यू के लिए सबमिट होकर मंज़ूर हो जाए।",
              },
            ],
          },
          {
            id: "timelines",
            title: "समय-सीमा",
            blocks: [
              {
                type: "p",
                text: "आपके लिखित कोटेशन में डिलीवरी के माइलस्टोन और तारीखें दी होती हैं। हम हर हफ़्ते एक लिंक के साथ काम की प्रगति शेयर करते हैं, जिस पर आप उसे खुद आज़मा सकते हैं। आपकी ओर से कंटेंट, मंज़ूरी या अकाउंट एक्सेस में जितनी देरी होती है, तारीखें उतनी ही आगे खिसक जाती हैं; अगर हमारी ओर से किसी वजह से कोई तारीख बदलती है, तो हम आपको लिखित में बताते हैं।",
              },
            ],
          },
          {
            id: "internship-delivery",
            title: "इंटर्नशिप सर्टिफ़िकेट और सामग्री",
            blocks: [
              {
                type: "p",
                text: "हमारे इंटर्नशिप और ट्रेनिंग प्रोग्राम का कोर्स मटीरियल, रिकॉर्डिंग और सर्टिफ़िकेट ऑनलाइन दिए जाते हैं: हमारे लर्निंग प्लेटफ़ॉर्म के ज़रिए या ईमेल पर PDF फ़ाइल के रूप में।",
              },
            ],
          },
          {
            id: "delivery-questions",
            title: "डिलीवरी से जुड़े सवाल",
            blocks: [
              {
                type: "p",
                text: `अगर आपको मिली किसी चीज़ में कुछ कमी है या वह तय बात के मुताबिक काम नहीं करती, तो ${site.emails.hello} पर लिखें, हम उसे ठीक कर देंगे।`,
              },
            ],
          },
        ],
      },
    ],
    related: ["/terms-and-conditions", "/Cancellation-and-Refund", "/privacy-policy"],
  },

  "/privacy-policy": {
    lastUpdated: policyLastUpdated,
    contactEmail: site.emails.privacy,
    parts: [
      {
        sections: [
          {
            id: "who-we-are",
            title: "हम कौन हैं",
            blocks: [
              {
                type: "p",
                text: `यह वेबसाइट ${studio}, ${city}, भारत द्वारा चलाई जाती है। यहाँ बताए गए व्यक्तिगत डेटा की ज़िम्मेदारी हमारी है। अपने डेटा से जुड़ी किसी भी बात के लिए ${site.emails.privacy} पर लिखें।`,
              },
            ],
          },
          {
            id: "what-we-collect",
            title: "हम कौन-सी जानकारी लेते हैं",
            blocks: [
              {
                type: "p",
                text: "हम सिर्फ़ वही जानकारी लेते हैं जो आप हमारे तीन फ़ॉर्म में से किसी एक में भरते हैं — कॉन्टैक्ट पेज का फ़ॉर्म, कॉन्टैक्ट पॉपअप और करियर फ़ॉर्म:",
              },
              {
                type: "ul",
                items: [
                  "आपका नाम, ईमेल पता और मोबाइल नंबर;",
                  "आपका मैसेज (कॉन्टैक्ट पॉपअप में इसकी जगह वह सेवा, जिसमें आपकी रुचि है)।",
                ],
              },
              {
                type: "p",
                text: "फ़ॉर्म भेजे जाने पर हमारा सर्वर ये चीज़ें भी सेव करता है: समय, वह पेज जहाँ से फ़ॉर्म भेजा गया, आपके ब्राउज़र का यूज़र एजेंट और आपके IP एड्रेस का सॉल्टेड वन-वे हैश — असली IP एड्रेस कभी नहीं। इनका इस्तेमाल सिर्फ़ स्पैम और दुरुपयोग रोकने के लिए होता है, जैसे कि कोई सैकड़ों मैसेज भेज दे।",
              },
            ],
          },
          {
            id: "why",
            title: "हम इसका इस्तेमाल क्यों करते हैं",
            blocks: [
              {
                type: "p",
                text: "हम आपकी जानकारी का इस्तेमाल सिर्फ़ आपकी पूछताछ या आपकी नौकरी या इंटर्नशिप की एप्लिकेशन का जवाब देने के लिए करते हैं, किसी और काम के लिए नहीं। हम आपको किसी मेलिंग लिस्ट में नहीं जोड़ते, और आपकी जानकारी कभी किसी को बेचते, किराये पर देते या किसी के साथ शेयर नहीं करते।",
              },
            ],
          },
          {
            id: "where",
            title: "यह कहाँ स्टोर होती है",
            blocks: [
              {
                type: "p",
                text: "फ़ॉर्म से भेजी गई जानकारी हमारे अपने सर्वर पर हमारे अपने डेटाबेस में स्टोर होती है। हर सबमिशन की एक कॉपी एजेंसी के स्टाफ़ इनबॉक्स में ईमेल की जाती है, ताकि कोई जल्दी जवाब दे सके।",
              },
            ],
          },
          {
            id: "who-sees-it",
            title: "इसे कौन देख सकता है",
            blocks: [
              {
                type: "p",
                text: "सिर्फ़ एजेंसी का स्टाफ़, पासवर्ड से सुरक्षित स्टाफ़ इनबॉक्स के ज़रिए। एजेंसी के बाहर किसी के पास इसका एक्सेस नहीं है।",
              },
            ],
          },
          {
            id: "how-long",
            title: "हम इसे कितने समय तक रखते हैं",
            blocks: [
              {
                type: "p",
                text: "हम फ़ॉर्म से मिली जानकारी 24 महीने तक रखते हैं, ताकि किसी बातचीत या एप्लिकेशन पर आगे बात कर सकें। 24 महीने बाद यह अपने-आप डिलीट हो जाती है।",
              },
            ],
          },
          {
            id: "cookies",
            title: "कुकीज़ और ब्राउज़र स्टोरेज",
            blocks: [
              {
                type: "p",
                text: "हम विज़िटर्स के लिए कोई कुकी सेट नहीं करते। इस साइट पर इकलौती कुकी स्टाफ़ साइन-इन कुकी है, जिसका इस्तेमाल सिर्फ़ तब होता है जब हमारे स्टाफ़ का कोई सदस्य साइन इन करता है। आपके ब्राउज़र का sessionStorage एक छोटा-सा फ़्लैग रखता है, ताकि एक ही विज़िट में अनाउंसमेंट पॉपअप दो बार न दिखे; टैब बंद करते ही यह डिलीट हो जाता है।",
              },
            ],
          },
          {
            id: "analytics",
            title: "एनालिटिक्स और विज्ञापन",
            blocks: [
              {
                type: "p",
                text: "इस साइट पर न तो कोई थर्ड-पार्टी एनालिटिक्स है और न ही कोई विज्ञापन। साइट को तेज़ रखने के लिए हम पेज की स्पीड गुमनाम रूप से मापते हैं: कुछ चुनी हुई विज़िट्स से Core Web Vitals के आँकड़े (जैसे पेज दिखने में कितना समय लगा) हमारे अपने सर्वर पर भेजे जाते हैं, जहाँ साइट को बेहतर बनाने के लिए उन्हें स्टोर किया जाता है। इन मापों में कोई व्यक्तिगत डेटा नहीं होता और इनमें कोई कुकी इस्तेमाल नहीं होती।",
              },
            ],
          },
          {
            id: "your-rights",
            title: "DPDP एक्ट, 2023 के तहत आपके अधिकार",
            blocks: [
              {
                type: "p",
                text: "भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (Digital Personal Data Protection Act, 2023) के तहत आपको ये अधिकार हैं:",
              },
              {
                type: "ul",
                items: [
                  "हमारे पास आपके बारे में जो व्यक्तिगत डेटा है, उसकी कॉपी और उसका सारांश पाना;",
                  "उसे सुधरवाना या पूरा करवाना;",
                  "उसे डिलीट करवाना;",
                  "किसी भी समय अपनी सहमति वापस लेना;",
                  "अपनी ओर से इन अधिकारों का इस्तेमाल करने के लिए किसी व्यक्ति को नॉमिनेट करना;",
                  "अपनी शिकायत का हमसे निवारण करवाना, और संतुष्ट न होने पर भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) में शिकायत करना।",
                ],
              },
              {
                type: "p",
                text: `डेटा की कॉपी माँगने या उसे डिलीट करवाने के लिए, फ़ॉर्म में दिए गए ईमेल पते से ${site.emails.privacy} पर ईमेल करें। काम पूरा होने पर हम आपको इसकी पुष्टि करेंगे।`,
              },
            ],
          },
          {
            id: "security",
            title: "हम इसे कैसे सुरक्षित रखते हैं",
            blocks: [
              {
                type: "p",
                text: "यह साइट सिर्फ़ HTTPS पर चलती है, IP एड्रेस सिर्फ़ सॉल्टेड वन-वे हैश के रूप में स्टोर होते हैं, और स्टाफ़ इनबॉक्स पासवर्ड से सुरक्षित है। आपका मैसेज सिर्फ़ वही स्टाफ़ पढ़ सकता है, जिसे आपको जवाब देना है।",
              },
            ],
          },
          {
            id: "children",
            title: "बच्चे",
            blocks: [
              {
                type: "p",
                text: "यह साइट वयस्कों के लिए है। अगर आपकी उम्र 18 साल से कम है और आप इंटर्नशिप के लिए आवेदन करना चाहते हैं, तो कृपया अपने माता-पिता या अभिभावक से कहें कि वे आपके साथ मिलकर हमसे संपर्क करें।",
              },
            ],
          },
          {
            id: "changes",
            title: "इस पॉलिसी में बदलाव",
            blocks: [
              {
                type: "p",
                text: `अगर हम आपके डेटा के साथ जो करते हैं, उसमें कोई बदलाव होता है, तो हम सबसे पहले यह पेज और इसकी तारीख अपडेट करते हैं। इस पॉलिसी के बारे में सवाल: ${site.emails.privacy}।`,
              },
            ],
          },
        ],
      },
    ],
    related: ["/terms-and-conditions", "/Cancellation-and-Refund", "/Shipping-and-Delivery"],
  },
} as const satisfies Record<PolicyPath, PolicyDoc>;

const hindiDate = new Intl.DateTimeFormat("hi-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  numberingSystem: "latn",
  timeZone: "UTC",
});

/** "2026-11-22" → "22 नवंबर 2026" (Latin digits, read in UTC so every time zone shows the same day). */
export function formatPolicyDate(iso: string): string {
  const [year = 1970, month = 1, day = 1] = iso.split("-").map(Number);
  return hindiDate.format(new Date(Date.UTC(year, month - 1, day)));
}
