/**
 * Hindi twin of ../../policies/terms.ts: the terms and conditions for the /hi site. The phrases
 * it shares with the other policies are in ../policies.ts.
 */
import { programmes, scholarship } from "../../internship";
import { policyLastUpdated } from "../../policies";
import type { PolicyDoc, PolicySection } from "../../policies.schema";
import { site } from "../../site";
import {
  cancellationDue,
  cancellationFee,
  city,
  demoPeriod,
  programmeName,
  programmeRegistrationNonRefundable,
  refundShare,
  refundWindow,
  renewalNotice,
  studio,
  testFee,
} from "../policies";

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

/** The free programme: the third of ../../internship.ts. */
const freeProgramme = programmes[2];

/** PLACEHOLDER (listed in ../../policies/terms.ts): a liability clause the brief does not give. */
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

export const termsAndConditions = {
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
              text: `हर पेड प्रोग्राम ${demoPeriod} से शुरू होता है, ताकि पक्का फ़ैसला लेने से पहले आप देख सकें कि हम कैसे पढ़ाते हैं। अगर आपको लगे कि यह प्रोग्राम आपके लिए नहीं है, तो ${refundWindow} अनुरोध करके आप ${refundShare} ले सकते हैं। इसके बाद प्रोग्राम फ़ीस रिफ़ंड नहीं होती। स्कॉलरशिप टेस्ट की फ़ीस कभी रिफ़ंड नहीं होती।`,
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
} as const satisfies PolicyDoc;
