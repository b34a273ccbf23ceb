/**
 * The Hindi glossary, in the form the test reads (app/content/engine/hindi-glossary.test.ts): one Hindi
 * word and one spelling per recurring term, the variants that word rules out, the spelling rules
 * (nukta, chandrabindu, digits…) and the Latin words a Hindi sentence may keep. docs/hindi-glossary.md
 * is the same list for a translator, with the reasons; the test fails when the two differ.
 *
 * A variant is matched as a whole word (a run of Devanagari letters and signs); a variant ending
 * in "*" matches every word that starts with it (its inflections); one with a space matches the
 * phrase. `scope` limits a rule to some places of the Hindi dictionary (paths such as
 * "careers.careersCopy"), for a word that is right in one sense and wrong in another; `except`
 * names the places where the variant is the right word.
 */

export interface GlossaryTerm {
  /** The English term, as the English pages use it. */
  english: string;
  /** The one Hindi word (and spelling) for it. */
  hindi: string;
  /** The words and spellings it rules out. */
  avoid: readonly string[];
  /** Dictionary paths the rule is limited to (all Hindi content when absent). */
  scope?: readonly string[];
  /** Dictionary paths where a variant is the right word after all. */
  except?: readonly string[];
}

export const glossary: readonly GlossaryTerm[] = [
  {
    english: "service / services",
    hindi: "सेवा / सेवाएँ",
    avoid: ["सेवाएं", "सर्विस*", "सर्विसेज़", "सर्विसेज"],
  },
  {
    english: "free (no charge)",
    hindi: "मुफ़्त",
    avoid: ["मुफ्त", "फ़्री", "फ्री", "निःशुल्क", "नि:शुल्क"],
  },
  {
    english: "enrol, enrolment, admission (to a programme)",
    hindi: "दाखिला (दाखिला लें, दाखिले)",
    avoid: ["एनरोल*", "एनरॉल*", "नामांकन", "जॉइन कर*", "एडमिशन"],
    // The sample posters, flex boards and demo sites are a school's or coaching centre's own
    // artwork, where "एडमिशन शुरू" is what such a client writes.
    except: ["graphic.posts", "graphic.boards", "graphic.screens", "work.projects"],
  },
  {
    english: "role, position (a job)",
    hindi: "पद",
    avoid: ["रोल", "भूमिका"],
    scope: [
      "careers",
      "forms.leadFormCopy.placeholders.careerMsg",
      "forms.leadFormCopy.messages.careerMsgRequired",
      "pages.pages./career",
      "art.careerHeroArt",
    ],
    // A back-end developer builds role-based access: the software sense below.
    except: ["careers.careerRoles.backend-developer.description"],
  },
  { english: "role (user role in software)", hindi: "रोल", avoid: ["भूमिका"] },
  { english: "SEO", hindi: "SEO", avoid: ["एसईओ", "एस.ई.ओ."] },
  { english: "website (site)", hindi: "वेबसाइट (साइट)", avoid: ["वेबसाईट", "वेब साइट", "साईट"] },
  {
    english: "app / application (software)",
    hindi: "ऐप / ऐप्लिकेशन",
    avoid: ["एप", "एप्प", "ऐप्प", "ऐप्स", "एप्स", "एप्लिकेशन", "एप्लीकेशन", "ऐप्लीकेशन"],
  },
  { english: "application (for a job or a programme)", hindi: "आवेदन", avoid: ["एप्लिकेशन", "अप्लाई"] },
  {
    english: "internship / intern",
    hindi: "इंटर्नशिप / इंटर्न",
    avoid: ["इन्टर्नशिप", "इंटर्न्स", "इंटर्नस"],
  },
  { english: "programme", hindi: "प्रोग्राम", avoid: ["प्रोग्राम्स"] },
  { english: "course (the learning in a programme)", hindi: "कोर्स", avoid: ["पाठ्यक्रम"] },
  { english: "enquiry (a visitor's)", hindi: "पूछताछ", avoid: ["इन्क्वायरी", "इंक्वायरी", "एन्क्वायरी"] },
  { english: "lead (marketing, CRM)", hindi: "लीड", avoid: ["लीड्स"] },
  {
    english: "post (social media), feminine",
    hindi: "पोस्ट (स्त्रीलिंग: नई पोस्ट, डिज़ाइन की गई पोस्ट)",
    avoid: ["पोस्ट्स"],
  },
  { english: "price", hindi: "कीमत", avoid: ["प्राइस", "प्राइसिंग", "दाम", "मूल्य"] },
  { english: "fee", hindi: "फ़ीस", avoid: ["फीस", "शुल्क"] },
  { english: "plan (pricing)", hindi: "प्लान", avoid: ["प्लैन", "प्लॅन", "प्लान्स"] },
  { english: "quote", hindi: "कोटेशन", avoid: ["क्वोट*", "कोटेशन्स"] },
  { english: "contact", hindi: "संपर्क", avoid: ["कॉन्टैक्ट", "कांटेक्ट", "कॉन्टेक्ट", "सम्पर्क"] },
  { english: "message", hindi: "मैसेज", avoid: ["मेसेज", "मैसिज", "संदेश"] },
  { english: "phone", hindi: "फ़ोन", avoid: ["फोन"] },
  { english: "email", hindi: "ईमेल", avoid: ["ई-मेल", "इमेल", "ईमेल्स"] },
  { english: "business", hindi: "बिज़नेस", avoid: ["कारोबार*", "बिजनेस", "व्यवसाय*"] },
  {
    english: "client (the agency's) / customer (the client's)",
    hindi: "क्लाइंट / ग्राहक",
    avoid: ["क्लाइंट्स", "कस्टमर*"],
  },
  { english: "design", hindi: "डिज़ाइन", avoid: ["डिजाइन*"] },
  { english: "developer", hindi: "डेवलपर", avoid: ["डेवलपर्स", "डिवेलपर*"] },
  { english: "project", hindi: "प्रोजेक्ट", avoid: ["प्रोजेक्ट्स", "परियोजना*"] },
  { english: "mentor", hindi: "मेंटर", avoid: ["मेंटर्स"] },
  { english: "feature", hindi: "फ़ीचर", avoid: ["फ़ीचर्स", "फीचर*"] },
  { english: "tool", hindi: "टूल", avoid: ["टूल्स"] },
  { english: "visitor / visit", hindi: "विज़िटर / विज़िट", avoid: ["विज़िटर्स", "विज़िट्स", "विजिटर*"] },
  { english: "class (a lesson)", hindi: "क्लास", avoid: ["क्लासेज़", "क्लासेस", "क्लासेज"] },
  { english: "cookie", hindi: "कुकी", avoid: ["कुकीज़", "कुकीज"] },
  { english: "progress", hindi: "प्रगति", avoid: ["प्रोग्रेस"] },
  { english: "review", hindi: "रिव्यू", avoid: ["समीक्षा*", "रिवियू"] },
  { english: "skill", hindi: "हुनर", avoid: ["स्किल*"] },
  { english: "certificate", hindi: "सर्टिफ़िकेट", avoid: ["सर्टिफिकेट", "प्रमाणपत्र", "प्रमाण-पत्र"] },
  { english: "refund", hindi: "रिफ़ंड", avoid: ["रिफंड", "धनवापसी"] },
  {
    english: "payment (money a client pays; advance payment)",
    hindi: "भुगतान (एडवांस भुगतान)",
    avoid: ["पेमेंट"],
    // Software features (card payments, payment integration) keep पेमेंट: another sense.
    scope: ["policies", "home.faqs.workflow"],
    // The payment gateway is a product's name.
    except: ["policies.terms.sections.third-party-services"],
  },
  { english: "cancel, cancellation", hindi: "कैंसल करना / कैंसलेशन", avoid: ["रद्द*"] },
  {
    english: "non-refundable, is not refunded",
    hindi: "वापस नहीं होती / वापस नहीं होता",
    avoid: ["रिफ़ंडेबल", "रिफंडेबल"],
  },
  { english: "week", hindi: "हफ़्ता (हफ़्ते)", avoid: ["सप्ताह*", "हफ्ता", "हफ्ते", "हफ्तों"] },
  { english: "month", hindi: "महीना (हर महीने, मासिक)", avoid: ["माह"] },
  { english: "date", hindi: "तारीख", avoid: ["दिनांक"] },
  { english: "English (the language)", hindi: "अंग्रेज़ी", avoid: ["इंग्लिश", "अंग्रेजी"] },
  { english: "Hindi (the language)", hindi: "हिंदी", avoid: ["हिन्दी"] },
  { english: "approval", hindi: "मंज़ूरी", avoid: ["अप्रूवल"] },
  { english: "ad, advertising", hindi: "विज्ञापन", avoid: ["ऐड", "ऐड्स", "एड"] },
  { english: "carousel", hindi: "कैरोसेल", avoid: ["कैरूसेल", "कैरसेल", "कैरोसल"] },
  { english: "documentation", hindi: "डॉक्यूमेंटेशन", avoid: ["डॉक्युमेंटेशन", "डॉक्यूमेंटेसन"] },
  { english: "announcement", hindi: "घोषणा", avoid: ["अनाउंसमेंट"] },
  { english: "period (demo period, notice period)", hindi: "अवधि", avoid: ["पीरियड"] },
  { english: "data", hindi: "डेटा", avoid: ["डाटा"] },
  { english: "usually", hindi: "आम तौर पर", avoid: ["आमतौर"] },
  // Issue 42's native read.
  {
    english: "clickable prototype",
    hindi: "क्लिकेबल प्रोटोटाइप",
    avoid: ["क्लिक करने लायक", "क्लिक करके देखे जा सकने वाले", "क्लिक करने योग्य"],
  },
  {
    english: "accessibility / accessible",
    hindi: "एक्सेसिबिलिटी / एक्सेसिबल (पहली बार: सबके लिए आसान इस्तेमाल (एक्सेसिबिलिटी))",
    avoid: ["सुलभ", "सुगम्य*", "सुगम्यता"],
  },
  {
    english: "institute (a school, a coaching centre)",
    hindi: "इंस्टीट्यूट (इंस्टीट्यूट की वेबसाइट)",
    avoid: ["शिक्षण संस्थान", "संस्थान*"],
  },
  {
    english: "scope (of work)",
    hindi: "स्कोप (पहली बार: काम का स्कोप (यानी कौन-कौन सा काम होगा))",
    avoid: ["दायरा", "दायरे", "दायरों"],
  },
  { english: "amount (of money)", hindi: "राशि", avoid: ["रकम"] },
  { english: "image (content a client supplies)", hindi: "फ़ोटो", avoid: ["इमेज"] },
  {
    english: "Terms and Conditions (our document)",
    hindi: "नियम और शर्तें (शीर्षक); नियमों और शर्तों (का, में, के से पहले)",
    avoid: ["नियम और शर्तों"],
  },
  {
    english: "suitable (a role, an opportunity)",
    hindi: "(आपके लिए) सही",
    avoid: ["लायक"],
    scope: ["careers", "pages.pages./career", "forms"],
  },
  {
    english: "print shop (your printer)",
    hindi: "प्रिंटिंग प्रेस",
    avoid: ["प्रिंटर"],
    scope: ["graphic.cards.print-design", "pricing.graphic"],
  },
  {
    english: "browser storage (local storage, session storage)",
    hindi: "लोकल स्टोरेज / सेशन स्टोरेज (स्त्रीलिंग; सेशन स्टोरेज: टैब बंद होते ही खाली हो जाती है)",
    avoid: ["localStorage", "sessionStorage"],
  },
  {
    english: "page-speed figures (Core Web Vitals)",
    hindi: "पेज की स्पीड के आँकड़े",
    avoid: ["Core Web Vitals"],
  },
  {
    english: "Google Business Profile (GMB)",
    hindi: "Google Business Profile (the product's name, in Latin)",
    avoid: ["Google Business प्रोफ़ाइल", "Google My Business"],
  },
  {
    english: "a whole hour (10 am, 7 pm)",
    hindi: "सुबह 10 बजे, शाम 7 बजे (no :00)",
    avoid: [":00 बजे"],
  },
  {
    english: "deploy (for readers who are not developers)",
    hindi: "(साइट या ऐप) लाइव करना",
    avoid: ["डिप्लॉय*"],
    // A developer's job and a senior developer's work say it as developers do.
    except: ["careers", "about.seniorStaff"],
  },
  {
    english: "clients', interns' (a plural before a postposition)",
    hindi: "क्लाइंटों की राय, इंटर्नों की राय, क्लाइंटों के लिए",
    avoid: ["क्लाइंट के लिए शर्तें", "क्लाइंट की राय", "इंटर्न की राय"],
  },
];

/** A spelling rule the whole of the Hindi content follows, with what it catches. */
export interface SpellingRule {
  rule: string;
  /** Matches a spelling the rule rules out (run on NFC text). */
  pattern: RegExp;
  /** One spelling it rules out and the one to write instead. */
  example: string;
}

const letter = "[\\p{L}\\p{M}]";

export const spellingRules: readonly SpellingRule[] = [
  {
    rule: "Nukta on ज़ and फ़ only: never on क, ख, ग (मानक हिंदी वर्तनी)",
    pattern: /[कखग]\u093C|[\u0958-\u095A]/u,
    example: "ख़ास, तरीक़े, क़दम → खास, तरीके, कदम",
  },
  {
    rule: "The nukta is the sign ़ after its letter, never a precomposed letter (one spelling, one encoding)",
    pattern: /[\u0958-\u095F]/u,
    example: "U+095B ज़ → ज + ़",
  },
  {
    rule: "ज़ and फ़ keep their nukta in these words",
    pattern: new RegExp(
      `(?<!${letter})(?:ज्यादा|ज्यादातर|जरूर|जरूरी|जरूरत|जिम्मे|जिम्मेदार|जिम्मेदारी|तेज|तेजी|रोजाना|रोज|नजर|आजमा|अंदाजा|मजा|मजेदार|चीज|चीजें|फ्रंट|फ्रंटएंड|फॉर्म|फॉर्मैट|फाइल|फाइलें|फाइलों|फीडबैक|फिटनेस|फिक्स|फैसला|फैसलों|फायदे|फायदेमंद|सिर्फ|साफ|माफ|तरफ|काफी|ऑफिस|ऑफर|प्रोफाइल|प्रोफेशनल|सॉफ्टवेयर|ग्राफिक|ग्राफिक्स|स्टाफ|ट्रैफिक|ट्रांसफर|प्लेटफॉर्म|नोटिफिकेशन|पोर्टफोलियो|फोटो|फ्लेक्स|मुनाफे|खिलाफ)(?!${letter})`,
      "u",
    ),
    example: "ज्यादा, फॉर्म, फ्रंटएंड → ज़्यादा, फ़ॉर्म, फ़्रंटएंड",
  },
  {
    rule: "Chandrabindu where no vowel sign stands above the line (ँ), anusvara only where one does (ं) or for a nasal consonant",
    pattern: new RegExp(
      `(?:[\\u093E\\u0941\\u0942\\u0906\\u0909\\u090A\\u090F]\\u0902(?!${letter}))|(?<!${letter})(?:पहुंच|संभाल|आंकड़|बांट|मांग|जांच|ढूंढ|अंधेर|महंग|यहां|वहां|कहां|जहां|हां|पांच)`,
      "u",
    ),
    example: "सेवाएं, पाएं, यहां, पहुंच → सेवाएँ, पाएँ, यहाँ, पहुँच",
  },
  {
    rule: "ए-forms of past participles and postpositions, never ये-forms",
    pattern: new RegExp(`(?<!${letter})(?:लिये|गये|किये|दिये|हुये|चाहिये|नये|आये)(?!${letter})`, "u"),
    example: "के लिये, किये गये → के लिए, किए गए",
  },
  {
    rule: "Numbers in Latin digits (0–9), as in prices and phone numbers; never Devanagari digits",
    pattern: /[\u0966-\u096F]/u,
    example: "३ महीने → 3 महीने",
  },
  {
    rule: "आप throughout: no तुम or तू",
    pattern: new RegExp(
      `(?<!${letter})(?:तुम|तुम्हारा|तुम्हारी|तुम्हारे|तुम्हें|तू|तेरा|तेरी|तेरे)(?!${letter})`,
      "u",
    ),
    example: "तुम्हारा प्रोजेक्ट → आपका प्रोजेक्ट",
  },
  {
    rule: "Requests in the -एँ/-ें form (बताएँ, करें), not -इए/-िए",
    pattern: new RegExp(
      `(?<!${letter})(?:बताइए|बताइये|कीजिए|कीजिये|दीजिए|भेजिए|देखिए|करिए|लिखिए)(?!${letter})`,
      "u",
    ),
    example: "हमें बताइए, माफ़ कीजिए → हमें बताएँ, माफ़ करें",
  },
  {
    rule: "A Hindi sentence ends with the पूर्ण विराम (।), not a full stop",
    pattern: /[\u0900-\u0963\u0970-\u097F]\.(?=\s|$)/u,
    example: "हम जवाब देंगे. → हम जवाब देंगे।",
  },
  {
    rule: "A social media post is feminine (पोस्ट स्त्रीलिंग): no masculine participle or adjective before it",
    pattern: new RegExp(
      `(?<!${letter})(?:किए|गए|हुए|बनाए|चुने|नए|अच्छे|सारे|ऐसे|हमारे)(?: सोशल मीडिया)? पोस्ट(?!${letter})`,
      "u",
    ),
    example: "हमारे डिज़ाइन किए पोस्ट → हमारी डिज़ाइन की गई पोस्ट",
  },
];

/**
 * Latin words a Hindi sentence keeps: brands, products, technologies, file formats and the
 * abbreviations Indian readers write in Latin letters (the rest is written in Hindi: "English में"
 * → "अंग्रेज़ी में", "Back बटन" → "पिछले पेज पर वापस जाएँ"). Names that stay Latin fill slots
 * (the brand, the legal name); people's and schools' names are written in Devanagari.
 */
export const latinInHindi: readonly string[] = [
  // brands, products, services
  "Google",
  "Android",
  "iOS",
  "Apple",
  "App",
  "Play",
  "Store",
  "Console",
  "Developer",
  "WhatsApp",
  "LinkedIn",
  "Instagram",
  "Facebook",
  "Meta",
  "Ads",
  "X",
  "Business",
  "Profile",
  "My",
  "Maps",
  "Analytics",
  "Search",
  "Workspace",
  "Zoho",
  "HubSpot",
  "GitHub",
  "GitLab",
  "Bitbucket",
  "Behance",
  "Figma",
  "Adobe",
  "Illustrator",
  "Photoshop",
  "WordPress",
  "cPanel",
  "Hostinger",
  "GoDaddy",
  "AWS",
  "Cloud",
  "DigitalOcean",
  "Vercel",
  "Netlify",
  "iPhone",
  "iPad",
  // technologies
  "React",
  "Native",
  "JavaScript",
  "TypeScript",
  "HTML",
  "CSS",
  "PHP",
  "Laravel",
  "MySQL",
  "PostgreSQL",
  "Node",
  "Git",
  "HTTPS",
  "SPF",
  "DKIM",
  "DMARC",
  "DNS",
  "SSL",
  "API",
  "CMS",
  "CRM",
  "UI/UX",
  "SEO",
  "SEO-",
  "VPS",
  "SMS",
  "UPI",
  "IP",
  // IPv6 (its digit is not part of a word here, as 3D's and 4G's are not)
  "IPv",
  "3D",
  // formats, units, abbreviations written in Latin
  "PNG",
  "SVG",
  "PDF",
  "ZIP",
  "KB",
  "BHK",
  "JEE",
  "NEET",
  "NGO",
  "CV",
  "GMB",
  "G",
  "D",
  // the law the privacy policy names (its official English title in brackets)
  "DPDP",
  "Data",
  "Protection",
  "Personal",
  "Act",
  "Board",
  "of",
  "India",
  // tools a job asks for
  "Jira",
  "Trello",
  "Buffer",
  "Hootsuite",
  "SEMrush",
  "Ahrefs",
];
