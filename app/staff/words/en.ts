/**
 * The words of the staff inbox at /admin (never shown to visitors; English only): its routes,
 * components and server helpers read them from here, grouped by page. A sentence around a value
 * known only at render time is a template with named slots (app/base/template.ts); a count's
 * sentence is a `{ one, other }` pair of templates, picked with `count === 1`.
 */
import { template } from "~/base/template";
import type { AdminContent } from "./schema";

// Both jobs of the staff pages: the enquiries and the site's words (issue 53).
const productName = "Enquiries and site words";

export const admin = {
  productName,
  /** The header's sections; each shows only to roles with its permission (null: everyone). */
  nav: [
    { to: "/admin/dashboard", label: "Dashboard", permission: "dashboard.read" },
    { to: "/admin/leads", label: "Leads", permission: "leads.read" },
    { to: "/admin/content", label: "Site words", permission: "content.edit" },
    { to: "/admin/outbox", label: "Notifications", permission: "leads.read" },
    // Every role: owners and editors change the library, sales look at it.
    { to: "/admin/media", label: "Pictures", permission: null },
    { to: "/admin/speed", label: "Site speed", permission: "speed.read" },
    { to: "/admin/staff", label: "Staff", permission: "staff.manage" },
    { to: "/admin/audit", label: "Audit trail", permission: "audit.read" },
    { to: "/admin/account", label: "Your account", permission: null },
  ],
  /** Each role: its name, one line, and what it can do, as every staff page says it. */
  roles: {
    owner: {
      label: "Owner",
      summary: "Everything, including staff accounts and the audit trail.",
      abilities: [
        "Read every lead, move it through its stages, add notes, export and delete them",
        "Give leads to staff and choose how new leads are shared out",
        "Edit, publish and roll back the site's words",
        "Invite staff, change their roles, disable accounts and send password links",
        "Read the audit trail of who did what",
      ],
    },
    editor: {
      label: "Editor",
      summary: "The site's words; the enquiries only if an owner lets them read them.",
      abilities: [
        "Edit, publish and roll back the site's words",
        "Read the enquiries and their notes only when an owner lets them (on their staff page), never change, export or delete them",
      ],
    },
    sales: {
      label: "Sales",
      summary: "Their own leads and the unassigned ones: work, add notes, export and delete.",
      abilities: [
        "Take unassigned leads, move their own through the stages, set follow-ups, add notes",
        "Export those leads as CSV and delete them",
        "Not other people's leads",
        "Nothing of the site's words or the staff accounts",
      ],
    },
  },
  /** What each permission lets a person do, completing "…before they can {action}". */
  permissionActions: {
    "leads.read": "read leads",
    "leads.write": "change leads or add notes",
    "leads.all": "open other people's leads",
    "leads.assign": "give leads to staff or change the assignment rule",
    "leads.export": "export leads",
    "leads.delete": "delete leads",
    "leads.merge": "merge duplicate leads",
    "content.edit": "edit the site's words",
    "content.publish": "publish the site's words",
    "staff.manage": "manage staff accounts",
    "audit.read": "read the audit trail",
    "speed.read": "see the site's speed",
    "dashboard.read": "see the dashboard of visits, leads and clients",
  },
  /** The page of a request beyond the role (403), or before a required second factor. */
  forbidden: {
    title: "Not allowed",
    heading: "Your role cannot do this",
    text: template("You are signed in as {role}, and {role} accounts cannot {action}."),
    canLabel: template("{role} accounts can:"),
    askOwner: "If your work needs this, ask an owner of the site to change your role.",
    secondFactorHeading: "Set up a second factor first",
    secondFactorText: template(
      "An owner of the site requires a second factor for {role} accounts before they can {action}. Setting it up takes about two minutes with an authenticator app on your phone.",
    ),
    secondFactorLink: "Set up a second factor",
    recorded: "This attempt was recorded in the audit trail.",
  },
  sources: { contact: "Contact page", popup: "Popup", career: "Careers", legacy: "Legacy form" },
  stages: {
    new: "New",
    contacted: "Contacted",
    quoted: "Quoted",
    won: "Won",
    lost: "Lost",
    spam: "Spam",
  },
  lostReasons: {
    price: "Price",
    timing: "Timing",
    competitor: "Chose someone else",
    "no-reply": "Stopped replying",
    "not-a-fit": "Not work we do",
    other: "Other",
  },
  /** The language of the page a lead came from. */
  languages: { en: "English", hi: "Hindi (हिंदी)" },
  outboxStatuses: {
    pending: "Waiting",
    sending: "Sending",
    sent: "Sent",
    failed: "Failed",
    skipped: "Not sent (email is not set up)",
  },
  outboxKinds: { notify: "Team notification", ack: "Visitor acknowledgement", reply: "Reply" },
  ratings: { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" },
  metrics: [
    { name: "LCP", label: "Largest Contentful Paint" },
    { name: "INP", label: "Interaction to Next Paint" },
    { name: "CLS", label: "Cumulative Layout Shift" },
    { name: "FCP", label: "First Contentful Paint" },
    { name: "TTFB", label: "Time to First Byte" },
  ],
  /** Every page's <title>: the page's own title, then the product. */
  pageTitle: template(`{page} | ${productName}`),
  /** An email of the outbox, as the lead page and the notifications page list it. */
  email: {
    /** "Team notification to hello@…" */
    recipient: template("{kind} to {recipient}"),
    attempts: { one: template("{count} attempt"), other: template("{count} attempts") },
  },
  /** Answers shared by several pages' loaders and actions, shown by the layout's error page. */
  errors: {
    leadNotFound: "This lead does not exist (it may have been deleted).",
    staffNotFound: "This staff account does not exist.",
    unavailable: "The staff inbox is not available.",
    methodNotAllowed: "Method not allowed",
    formExpired: "This form has expired. Go back, reload the page and try again.",
  },
  /** The frame of every signed-in page (app/staff/pages/layout.tsx) and its error page. */
  layout: {
    title: "Inbox",
    skipLink: "Skip to content",
    error: {
      status: template("Error {status}"),
      heading: "That did not work",
      notFound: "This page or lead does not exist (it may have been deleted).",
      unknown: "Something went wrong. Please try again.",
      backLabel: "Back to the leads",
    },
  },
  header: {
    homeLabel: `${productName}, home`,
    signOut: "Sign out",
    navLabel: "Inbox",
    /** Beside the signed-in email: "Owner". */
    roleLabel: template("Role: {role}"),
    /** Shown on every page while the role needs a second factor the account does not have. */
    secondFactorNeeded: template("{role} accounts must have a second factor to {actions}."),
    secondFactorLink: "Set it up now",
    /** Under the header for the roles that cannot do everything: what they can, in a line. */
    roleNote: template("Signed in as {role}: {summary}"),
    roleNoteLink: "What your role can do",
  },
  signIn: {
    title: "Staff sign-in",
    intro:
      "Sign in to answer the enquiries sent through the website, or to change the site's words, prices and pictures.",
    emailLabel: "Email",
    passwordLabel: "Password",
    submit: "Sign in",
    submitting: "Signing in…",
    invalid: "The email or password is not correct.",
    throttled: {
      one: template(
        "Too many unsuccessful attempts. For your security, sign-in is paused; please try again in {minutes} minute.",
      ),
      other: template(
        "Too many unsuccessful attempts. For your security, sign-in is paused; please try again in {minutes} minutes.",
      ),
    },
    throttledSeconds: {
      one: template("That did not work. Please wait {seconds} second and try again."),
      other: template("That did not work. Please wait {seconds} seconds and try again."),
    },
    busy: "Sign-in is busy right now. Please try again in a few seconds.",
    signedOut: "You have signed out.",
    disabled: "This account is disabled. Ask an owner of the site to enable it again.",
    passwordSet: "Your password is set. Sign in with your email and the new password.",
    pendingExpired: "The sign-in took too long. Please enter your email and password again.",
    held: "Sign-in with a password is paused for this account for up to an hour, because of many wrong passwords. If it is your account, we can email you a link that signs you in instead.",
    linkOffer: "Email me a sign-in link",
    linkSent:
      "If this email belongs to a staff account whose password sign-in is paused, a sign-in link is on its way. It works once, for 15 minutes.",
    linkTitle: "Sign in with your link",
    linkIntro: "Press the button to sign in. The link then stops working.",
    linkSubmit: "Sign in",
    linkInvalid:
      "This sign-in link does not work any more: it was used, or more than 15 minutes passed. Ask for a new one on the sign-in page.",
  },
  /** The second step of signing in, for an account with a second factor. */
  codePage: {
    title: "Enter your code",
    intro:
      "Open the authenticator app on your phone and type the 6-digit code it shows for this site.",
    codeLabel: "6-digit code or recovery code",
    codeHint:
      "Lost your phone? Type one of your recovery codes instead (like abcd-efgh-jkmn-pqrs). Each works once.",
    submit: "Continue",
    submitting: "Checking…",
    invalid:
      "That code is not right, or it was already used. Wait for the next code in your app and try again.",
    startAgain: "Sign in with another account",
    ended:
      "Too many wrong codes, so this sign-in has ended. Please enter your email and password again.",
    held: {
      one: template(
        "Too many wrong codes were typed for this account, so codes are paused for {minutes} minute. We have emailed the account's owner.",
      ),
      other: template(
        "Too many wrong codes were typed for this account, so codes are paused for {minutes} minutes. We have emailed the account's owner.",
      ),
    },
  },
  /** The page of a one-time link: an invitation, or a new password. */
  setPasswordPage: {
    title: "Set your password",
    inviteHeading: "Welcome",
    inviteIntro: template(
      "You are invited to the staff pages of {brand} as {role}: {summary} Choose a password to finish.",
    ),
    resetHeading: "Choose a new password",
    resetIntro: template("Choose a new password for {email}. Your other sessions end."),
    emailLabel: "Your email",
    passwordLabel: "New password",
    passwordHint: "At least 12 characters. A few unrelated words are easy to remember and strong.",
    confirmLabel: "The same password again",
    submit: "Set password",
    submitting: "Saving…",
    mismatch: "The two passwords are not the same. Please type them again.",
    tooShort: "The password must have at least 12 characters.",
    tooLong: "The password must have at most 200 characters.",
    weak: template("This password is too easy to guess. {reason}"),
    weakNoReason: "Add a word or two, or make it longer.",
    containsEmail: "The password must not contain the name in your email address.",
    containsBrand: "The password must not contain the site's name.",
    states: {
      unknown:
        "This link does not work. Check that it was copied whole, or ask an owner of the site for a new one.",
      used: "This link was already used, or it was replaced. Sign in with your password, or ask an owner of the site for a new link.",
      expired:
        "This link has expired (links work for 48 hours). Ask an owner of the site for a new one.",
      disabled: "This account is disabled. Ask an owner of the site to enable it again.",
    },
    goToSignIn: "Go to sign-in",
  },
  /** /admin/staff: the accounts, invitations and the second-factor rule (owners). */
  staffPage: {
    title: "Staff",
    intro: "Who can sign in to these pages and what each person can do. Only owners see this page.",
    rolesHeading: "What each role can do",
    inviteHeading: "Invite someone",
    inviteIntro:
      "They get a link by email to set their password. You also see the link here, to send it by WhatsApp if email is slow. It works once, for 48 hours.",
    emailLabel: "Their email",
    roleLabel: "Role",
    inviteSubmit: "Create invitation",
    accountsHeading: "Accounts",
    accountsCaption: "Staff accounts",
    columns: {
      email: "Email",
      role: "Role",
      status: "Status",
      secondFactor: "Second factor",
      lastSignIn: "Last sign-in",
    },
    you: "(you)",
    never: "Never",
    manage: "Manage",
    manageLabel: template("Manage {email}"),
    statuses: { invited: "Invited", active: "Active", disabled: "Disabled" },
    secondFactor: { on: "On", off: "Off" },
    policyHeading: "Second factor",
    policyIntro:
      "Choose the roles that must have a second factor (a code from a phone app) before they can publish the site's words or manage staff. Everything else keeps working until they set one up.",
    policyLegend: "Require a second factor for",
    policySubmit: "Save",
    policySaved: "Saved. The rule applies from each person's next page.",
    policyOwnWarning:
      "You are an owner without a second factor: requiring one for owners will keep you from this page until you set yours up in Your account.",
    invited: template("Invitation created for {email}."),
    notifyHeading: "Where new enquiries are emailed",
    notifyIntro:
      "Each new enquiry from the website's forms is emailed here. Leave it empty to email every owner.",
    notifyLabel: "Email address for new enquiries",
    notifySubmit: "Save address",
    notifySaved: "Saved. New enquiries are emailed to the address shown.",
    notifyNow: template("New enquiries go to: {to}"),
    notifyOwners: "every owner",
    notifyFromServer:
      "Whoever runs the server has set this address in its settings, so the one saved here is not used while they do.",
    notifyError: "Enter one full email address, like leads@example.com, or leave it empty.",
    errors: {
      email: "Enter a full email address, like name@example.com.",
      role: "Choose one of the roles: Owner, Editor or Sales.",
      exists:
        "There is already an account with this email. Open it below to send a new link or change its role.",
    },
  },
  /** The panel with a one-time link, after an invitation or a new password link. */
  linkPanel: {
    heading: "Send this link",
    linkLabel: template("One-time link for {email}"),
    copy: "Copy link",
    copied: "Copied",
    whatsApp: "Send by WhatsApp",
    whatsAppText: template("Your link to set your password on the {brand} staff pages: {url}"),
    expires: template("It works once, until {time}."),
    delivery: {
      sent: template("We also emailed it to {email}."),
      failed: template(
        "The email to {email} could not be sent. Copy the link and send it another way.",
      ),
      off: "Email is not set up on this server, so nothing was emailed: copy the link and send it yourself.",
    },
    warning: "Anyone with this link can set the password: send it only to this person.",
  },
  /** /admin/staff/:id: one account (owners). */
  staffMemberPage: {
    title: "Staff account",
    back: "All staff",
    roleHeading: "Role",
    roleSubmit: "Save role",
    roleSaved: "The role is changed. It applies from their next page.",
    accessHeading: "Access",
    disableIntro:
      "A disabled account is signed out at once and cannot sign in or use a link until an owner enables it again. Its name stays in the audit trail.",
    disableSubmit: "Disable account",
    disabled: "The account is disabled and signed out.",
    enableIntro: "This account is disabled. Enable it to let them sign in again.",
    enableSubmit: "Enable account",
    enabled: "The account is enabled. If they forgot their password, send a new link.",
    passwordHeading: "Password",
    passwordIntro:
      "If they forgot their password, make a new link. It works once, for 48 hours, and ends their current sessions when used.",
    inviteIntro:
      "They have not set a password yet. If the invitation was lost or has expired, make a new one.",
    passwordSubmit: "Make a new password link",
    inviteSubmit: "Make a new invitation link",
    noLinkWhileDisabled: "Enable the account first to send a new link.",
    secondFactorHeading: "Second factor",
    secondFactorOn:
      "A second factor is on. If they lost their phone and their recovery codes, remove it: they sign in with their password and set up a new one.",
    secondFactorOff: "No second factor is set up for this account.",
    secondFactorReset: "Remove second factor",
    secondFactorRemoved: "The second factor is removed.",
    unchanged: "Nothing changed: the account was already so.",
    lastOwner:
      "Refused: this is the last owner who can sign in. Make another account an owner first, so someone can always manage staff.",
    selfNote: "This is your own account.",
    leadsHeading: "Enquiries",
    leadsIntro:
      "An editor works on the site's words and does not see the enquiries (people's names, phone numbers and messages) unless you let them.",
    leadsNow: "They can read the enquiries.",
    leadsNot: "They cannot see the enquiries.",
    leadsGive: "Let them read the enquiries",
    leadsTake: "Stop them reading the enquiries",
    leadsGiven: "They can read the enquiries from their next page.",
    leadsTaken: "They no longer see the enquiries.",
  },
  /** /admin/account: a staff member's own account and second factor. */
  accountPage: {
    title: "Your account",
    intro: template("Signed in as {email}."),
    roleHeading: template("Your role: {role}"),
    roleIntro: "You can:",
    roleNext: "To do more, ask an owner of the site to change your role.",
    secondFactorHeading: "Second factor",
    required: template(
      "An owner requires a second factor for {role} accounts: until you set it up you cannot {actions}.",
    ),
    offIntro:
      "A second factor keeps your account safe if your password leaks: after the password, you type a 6-digit code from an app on your phone.",
    steps: [
      "Install an authenticator app on your phone if you have none: Google Authenticator, Microsoft Authenticator, or another that shows 6-digit codes.",
      "Add this site to the app: scan the QR code from another screen or, on the phone you are using now, tap Open in authenticator app. You can also type the key by hand.",
      "Type the 6-digit code the app now shows, and press Turn on.",
    ],
    qrLabel: "QR code for your authenticator app",
    openInApp: "Open in authenticator app",
    copyKey: "Copy key",
    keyLabel: "Key (to type instead of scanning)",
    codeLabel: "6-digit code from the app",
    turnOn: "Turn on",
    badCode:
      "That code is not right. Check that the app shows this site's account, and type the code before it changes.",
    badSecret: "The set-up expired. The page now shows a new QR code: scan it again.",
    on: "Your second factor is on. You type a code from your phone each time you sign in.",
    recoveryLeft: {
      one: template("{count} recovery code left."),
      other: template("{count} recovery codes left."),
    },
    recoveryHeading: "Save your recovery codes now",
    recoveryIntro:
      "If you lose your phone, each of these codes signs you in once instead of the app. They are shown only now: copy them to a password manager or write them down and keep them safe.",
    recoveryListLabel: "Recovery codes",
    copyCodes: "Copy codes",
    copied: "Copied",
    recoveryDone: "I have saved them",
    newCodesHeading: "New recovery codes",
    offHeading: "Turn off",
    newCodesIntro:
      "Used some recovery codes, or lost them? Make ten new ones: the old ones stop working.",
    newCodes: "Make new recovery codes",
    offText: "Turn the second factor off (you can turn it on again later).",
    offRequired: "Your role requires a second factor, so it cannot be turned off.",
    confirmCodeLabel: "Current 6-digit code",
    turnOff: "Turn off second factor",
    turnedOff: "Your second factor is off.",
    lostPhone:
      "Lost your phone and your recovery codes? Ask an owner of the site to remove your second factor.",
    confirmHeading: "Confirm it's you",
    confirmIntro:
      "To change your second factor or make new recovery codes, type your password again first. It stays confirmed for 10 minutes.",
    confirmPasswordLabel: "Your password",
    confirmSubmit: "Confirm",
    confirmed:
      "Password confirmed. For the next 10 minutes you can change your second factor or make new recovery codes.",
    badPassword: "That password is not right.",
    needConfirm:
      "For your safety, type your password again first (under Confirm it's you), then try again.",
    passwordBusy: "Too many attempts right now. Please wait a minute and try again.",
    replaceHeading: "Move to a new phone",
    replaceIntro:
      "Add this site to the app on the new phone with this QR code or key, then type a code from the old phone (or a recovery code) and a code from the new one.",
    currentCodeLabel: "Code from the old phone, or a recovery code",
    newCodeLabel: "Code from the new phone",
    replace: "Replace second factor",
    replaced: "Your second factor now uses the new phone. Save your new recovery codes.",
    codesHeld:
      "Too many wrong codes were typed for your account, so codes are paused for a while (15 minutes at first). We have emailed you.",
    sessionsHeading: "Sign out everywhere",
    sessionsIntro:
      "Signed in on a computer you no longer use, or worried someone else is? This ends every session of your account, this one included.",
    signOutEverywhere: "Sign out everywhere",
  },
  /** /admin/audit: who did what (owners). */
  auditPage: {
    title: "Audit trail",
    intro: template(
      "Every sign-in, account change and change to leads, newest first. Entries cannot be changed or deleted; each is kept for {days} days.",
    ),
    introForever:
      "Every sign-in, account change and change to leads, newest first. Entries cannot be changed or deleted and are kept for good.",
    filters: {
      label: "Filter the audit trail",
      person: "Person",
      everyone: "Everyone",
      nobody: "No one signed in",
      kind: "What",
      allKinds: "Everything",
      from: "From",
      to: "To",
      apply: "Apply",
      clear: "Clear",
    },
    noMatch: "No entries match these filters.",
    showing: {
      one: template("Showing {first}–{last} of {total} entry"),
      other: template("Showing {first}–{last} of {total} entries"),
    },
    nobody: "No one signed in",
    address: template("Address {hash}"),
    readOnly: "The audit trail cannot be changed or deleted.",
  },
  /** The label of each kind of audit entry (app/base/audit-kinds.ts). */
  auditKinds: {
    "signin.success": "Signed in",
    "signin.failure": "Failed sign-in",
    signout: "Signed out",
    "signin.throttled": "Sign-in paused: too many attempts",
    "access.denied": "Refused: beyond the role",
    "form.refused": "Form refused: from another site, or expired",
    "staff.create": "Account made on the server",
    "staff.invite": "Invited",
    "staff.password-link": "Password link made",
    "staff.password-set": "Password set with a link",
    "staff.role": "Role changed",
    "staff.reads-leads": "Reading the enquiries given or taken back",
    "staff.disable": "Account disabled",
    "staff.enable": "Account enabled",
    "staff.second-factor-reset": "Second factor removed by an owner",
    "staff.second-factor-policy": "Second-factor rule changed",
    "account.second-factor-on": "Second factor turned on",
    "account.second-factor-off": "Second factor turned off",
    "account.recovery-codes": "New recovery codes",
    "account.sign-out-everywhere": "Signed out everywhere",
    "signin.held": "Sign-in paused: too many wrong codes",
    "signin.link-sent": "Sign-in link emailed",
    "lead.status": "Lead stage changed",
    "lead.note": "Note added to a lead",
    "lead.owner": "Lead given to someone",
    "lead.follow-up": "Lead follow-up set",
    "lead.reminder": "Reminder about a lead emailed",
    "leads.assignment-rule": "How new leads are shared out changed",
    "lead.delete": "Lead deleted",
    "lead.export": "Leads exported",
    "lead.email-retry": "Lead email retried",
    "lead.reply": "Reply sent to a lead",
    "lead.merge": "Duplicate leads merged",
    "leads.notify-to": "Address for new enquiries changed",
    "content.publish": "Words published",
    "content.rollback": "Words rolled back",
    "content.confirm": "Launch item confirmed",
    "content.unconfirm": "Launch item confirmation taken back",
    "media.upload": "Picture uploaded",
    "media.focal-point": "Picture's focal point set",
    "media.remove": "Picture removed",
  },
  /**
   * An audit entry's details, as the audit page words them: each key's name, and the values
   * that are codes rather than words. Anything else is shown as it is stored.
   */
  auditDetails: {
    labels: {
      role: "Role",
      email: "Email",
      purpose: "Link",
      link: "Link",
      from: "From",
      to: "To",
      step: "At",
      disabled: "Account disabled",
      secondFactor: "Second factor",
      recoveryCodesLeft: "Recovery codes left",
      secondFactorRemoved: "Second factor removed",
      permission: "Needed",
      reason: "Why",
      filters: "Filters",
      rows: "Rows",
      note: "Note",
      characters: "Characters",
      source: "Form",
      received: "Received",
      via: "Through",
      systemUser: "Server user",
      linksEnded: "Earlier links ended",
      host: "Server",
      count: "Times in that minute",
      manyClients: "From many addresses",
      path: "Page",
      minutes: "Minutes",
      sessions: "Sessions ended",
      replaced: "Replaced the earlier one",
      channel: "Sent by",
      template: "Template",
      language: "Language",
      first: "First answer",
      kept: "Lead kept",
      merged: "Lead merged into it",
      events: "Timeline rows moved",
      notes: "Notes moved",
      emails: "Emails moved",
    },
    values: {
      off: "not sent (email is not set up)",
      sent: "sent",
      failed: "not sent (error)",
      invite: "invitation",
      reset: "new password",
      password: "password",
      code: "app code",
      "recovery-code": "recovery code",
      "second-factor": "second factor not set up",
      role: "not in the role",
      origin: "sent from another site",
      referer: "sent from another site",
      "no-origin": "no site named",
      "content-type": "not a form",
      "form-token": "expired or forged form",
      true: "yes",
      false: "no",
      none: "none",
      whatsapp: "WhatsApp",
      email: "email",
    },
  },
  /** The words editor at /admin/content (issue 40): the topics, a topic's form, its history. */
  contentEditor: {
    /** /admin/content: every topic with its state. */
    overview: {
      title: "Site words",
      intro:
        "Change any word, price or list of the website in English and Hindi, look at the pages, then publish. Your changes stay a draft that only you see until you publish them.",
      launchOpen: {
        one: template("Before launch: {count} item still shows made-up or unchecked content."),
        other: template("Before launch: {count} items still show made-up or unchecked content."),
      },
      launchDone: "Before launch: nothing remains. Every invented item is replaced or confirmed.",
      listLabel: "Topics",
      published: template("Published {time} by {author}"),
      shipped: "As shipped with the website (not changed here yet)",
      yourDraft: "You have a draft",
      draftBy: template("Draft by {email}"),
      openItems: {
        one: template("{count} to settle before launch"),
        other: template("{count} to settle before launch"),
      },
      outdatedHindi: {
        one: template("{count} Hindi text to check"),
        other: template("{count} Hindi texts to check"),
      },
      problem: "Stored words refused by this release: visitors see the shipped words",
      /** The banner over the list when a topic's published words are not shown. */
      servedAsShipped: {
        heading: "Some published words are not shown",
        item: template(
          "{topic}: visitors see the words this release shipped, not the published ones, because they no longer pass its rules ({reason}). Open the topic, mend what it names and publish again.",
        ),
      },
    },
    /** /admin/content/:topic: the form. */
    topic: {
      /** Staff values a release has no field for (docs/decisions/0021): kept until settled. */
      notShown: {
        heading: "Words no longer shown",
        intro:
          "A new version of the website removed or renamed the places these words were in. They are kept, but visitors do not see them. Move each to the field it belongs in now, or drop it.",
        was: template("Was: “{value}”"),
        where: template("Its old place: {path}"),
        moveLabel: "Move it to another field (write that field's place as this list writes it)",
        move: "Move it there",
        drop: "Drop it",
        ownersOnly: "An owner can move or drop these.",
        failed: template("Nothing changed: {reason}"),
        moved: "Moved. Visitors see it in its new place within a few seconds.",
        dropped: "Dropped. It is recorded in the history.",
      },
      back: "All topics",
      notFound: "There is no such topic of the site's words.",
      historyLink: "History and undo",
      languages: { en: "English", hi: "Hindi" },
      /** The language badge beside each input (the Hindi in Devanagari too). */
      languageBadges: { en: "English", hi: "हिंदी · Hindi" },
      changedMark: "Changed",
      /** An input's accessible name: the field's label and its language. */
      inputName: template("{field} ({language})"),
      draftStarted: template(
        "You are editing your draft, last saved {time}. Only you see it until you publish.",
      ),
      noDraft:
        "The form shows what visitors see now. Your first change starts a draft that only you see until you publish.",
      otherDrafts: {
        one: template(
          "Also editing this topic: {people}. If you both publish, whoever publishes second chooses, field by field, which version stays.",
        ),
        other: template(
          "Also editing this topic: {people}. If you all publish, each later publish chooses, field by field, which version stays.",
        ),
      },
      otherDraft: template("{email} (saved {time})"),
      problem: template(
        "The stored words of this topic no longer fit this release of the website, so visitors see the words it shipped with. Publishing from this form replaces them. ({reason})",
      ),
      notices: {
        published:
          "Published. Every visitor sees the new words within a few seconds. Your draft is done.",
        undone: "Undone. Visitors see the earlier words again within a few seconds.",
        discarded: "Your draft is thrown away. The form shows what visitors see now.",
        rebased:
          "Your draft now has their changes and the versions you chose. Check it, then publish.",
        confirmed: template("Confirmed as it stands: {what}"),
        nothing: "Nothing to publish: your draft is the same as what visitors see.",
      },
      undoPublish: "Undo this publish",
      sectionsLabel: "Sections of this topic",
      looseFacts: "Numbers and links",
      looseFactsHelp: "Numbers, addresses and links: the same in English and Hindi.",
      looseWords: "Short texts",
      looseWordsHelp: "Headings, labels and short lines, in English and Hindi.",
      sectionProblems: {
        one: template("{count} problem"),
        other: template("{count} problems"),
      },
      openAll: "Open all sections",
      closeAll: "Close all sections",
    },
    /** The fields of the form. */
    picture: {
      chosen: "The picture chosen",
      none: "No picture chosen: the page shows its drawing.",
      missing: "This picture is no longer in the library: choose another, or no picture.",
      choose: "Choose from the library",
      change: "Choose another picture",
      noPicture: "No picture (use the drawing)",
      decorative: "Only decoration: screen readers skip it, so it needs no description",
      describe:
        "Describe the picture in English and in Hindi under its description field, unless it is only decoration.",
      libraryTitle: "The media library",
      search: "Search by file name",
      searchButton: "Search",
      loading: "Loading the library…",
      empty: "No picture matches. Upload pictures in the media library first.",
      failed: "The library could not be read. Check your connection and try again.",
      pick: template("Choose {file}"),
      size: template("{width} × {height}"),
      close: "Close the library",
      focal: "Set the focal point",
      focalClose: "Done with the focal point",
      focalShared:
        "The focal point belongs to the picture: every place that shows it keeps this point in view when it is cut to shape. Pages show a new point at the next publish.",
      focalLoading: "Loading the picture…",
    },
    field: {
      counter: template("{count} / {max}"),
      slotsLabel: "Filled in for you (keep each in the text; tap one to put it back):",
      slotsOptionalLabel: "Can also be filled in for you:",
      insertSlot: template("Put {slot} back where the cursor is"),
      slotMissing: template("{slot}, filled in for you, is missing: tap to put it back"),
      slotMeanings: {
        replyWithin: "the reply time",
        replyTime: "the reply time",
        years: "the copyright years",
        newTab: "“opens in a new tab”",
        label: "the link's words",
        page: "the page's name",
        number: "the number",
        status: "the error's number",
        position: "the slide's place",
        count: "the number of items",
        max: "the highest number",
        min: "the lowest number",
        limitKb: "the size limit",
        siteUrl: "the website's address",
        email: "the email address",
        phone: "the phone number",
        brand: "the agency's name",
        brandName: "the agency's name",
        legalName: "the agency's legal name",
        locality: "the city",
        region: "the state",
        renewalNotice: "the renewal notice",
        officeHours: "the office hours",
        firstFee: "the first fee",
        secondFee: "the second fee",
        price: "the price",
        percent: "the percentage",
        monthsInWords: "the months, in words",
        enrol: "the enrol button's words",
        demo: "the demo's length",
        refund: "the refund's amount",
        studio: "the studio's name",
        smaller: "the smaller size",
        larger: "the larger size",
      },
      outdated:
        "The English changed after this Hindi was written. Check it still says the same, then change it or keep it.",
      keepHindi: "Checked, keep it",
      yes: "Yes",
      item: template("Item {n}"),
      addItem: template("Add {item}"),
      removeItem: template("Remove {item}"),
      moveUp: template("Move {item} up"),
      moveDown: template("Move {item} down"),
      removeConfirm: template(
        "Remove {item}? Its words in English and Hindi go with it. Nothing changes on the website until you publish.",
      ),
      removeConfirmYes: "Remove",
      removeConfirmNo: "Keep it",
      removed: template("Removed: {item}."),
      undoRemove: "Bring it back",
      iconPreview: template("The icon “{icon}” as the page draws it"),
      newItemName: template("Name of the new {item}, in English"),
      newItemHint: template(
        "It also names the item for the website's code and history: {id}. You can write the rest after adding it.",
      ),
      newItemAdd: "Add",
      newItemCancel: "Cancel",
      addOptional: template("Add {field}"),
      removeOptional: template("Remove {field}"),
      listSize: template("{count} of at most {max}"),
      listFixed: template("Always {count}"),
    },
    /** What the browser's checks say at a field (app/staff/editor/checks.ts). */
    problems: {
      empty: "Fill this in.",
      tooShort: template("Write at least {min} characters (now {count})."),
      tooLong: template(
        "{count} characters: {over} over the limit of {max}. Shorten it to publish.",
      ),
      spaces: "Remove the spaces at the start or the end.",
      spacesStart: "Remove the spaces at the start.",
      spacesEnd: "Remove the spaces at the end.",
      missingSlot: template(
        "Keep {slots} in the text: the website fills it in for you there (tap its button under the text to put it back).",
      ),
      unknownSlot: template("The website cannot fill in {slots} here. It can fill in: {allowed}."),
      questionMark: "End it with a question mark.",
      capitals: "Write it in capital letters.",
      monogram: "One to three capital letters, such as the company's initials.",
      itemId: "Lower-case letters, digits and dashes only.",
      sitePath: "A page of this website, starting with / (like /contact-us).",
      notNumber: "Type a number.",
      notWhole: "Type a whole number.",
      belowMin: template("At least {min}."),
      aboveMax: template("At most {max}."),
      fewItems: template("Needs at least {min} items."),
      manyItems: template("Holds at most {max} items."),
    },
    /** The check of the draft: the summary above the form and the publish check's findings. */
    check: {
      summaryHeading: {
        one: template("{count} problem blocks publishing"),
        other: template("{count} problems block publishing"),
      },
      summaryIntro: "Each link goes to its field.",
      warningsHeading: {
        one: template("{count} Hindi text to check"),
        other: template("{count} Hindi texts to check"),
      },
      fieldAndProblem: template("{field}: {problem}"),
      /** The service's findings start with "is"/"has" ("is the English text: translate it"). */
      thisField: template("This {message}"),
    },
    /** The save state, at the foot of the screen. */
    save: {
      saved: template("Saved {time}"),
      savedNow: "Saved",
      unchanged: "No changes yet",
      saving: "Saving…",
      pending: "Not saved yet",
      failed: "Not saved",
      retry: "Try again",
      reasons: {
        tooLarge:
          "Not saved: the draft is too large, a field is far over its limit. Shorten the field marked in red; your last saved draft is kept.",
        tooComplex:
          "Not saved: the draft is not a shape this topic can take (far more fields, lists or levels than it has). Undo what you last pasted; your last saved draft is kept.",
        tooFast:
          "Not saved yet: the website is taking drafts from you faster than anyone types. Wait a second and press Try again; your changes stay on this page.",
        signedOut:
          "Not saved: you are signed out. Sign in again in another tab, then press Try again. Your changes stay on this page.",
        expired:
          "Not saved: this page has expired. Press Try again; if it fails again, copy your text, reload and paste it back.",
        refused: "Not saved: your role cannot edit the site's words.",
        offline:
          "Not saved: the website did not answer. Check your connection and press Try again. Your changes stay on this page.",
        invalid: "Not saved: the website refused this draft.",
      },
      leaveWarning: "Your last changes are not saved yet.",
      restoreFound: template(
        "This browser kept changes from {time} that were not saved. Bring them back into the form?",
      ),
      restore: "Bring them back",
      restoreDismiss: "No, throw them away",
      preview: "Preview",
      publish: "Publish…",
      status: "Save state",
    },
    /** Before launch: the topic's launch-check items, beside the form. */
    launch: {
      heading: "Before launch",
      intro:
        "These still show something invented or not yet agreed. Replace each with the real value and publish, or confirm it as it stands.",
      none: "Nothing of this topic remains before launch.",
      question: "Question",
      placeholder: "Placeholder",
      now: "Now:",
      replaceWith: "Put in its place:",
      answer: "To decide:",
      goTo: "Go to the field",
      goToNamed: template("Go to the field for: {what}"),
      confirm: "Confirm as it stands",
      confirmNamed: template("Confirm as it stands: {what}"),
      confirmNote: "Confirming is recorded with your name in the audit trail.",
      noConfirm: "Only owners and editors who may publish can confirm an item.",
      inDraft: "Your draft replaces it: publish to settle it.",
      settled: template("Settled: {how}"),
      confirmedBy: template("confirmed by {who}, {time}"),
      replaced: "replaced",
      settledHeading: {
        one: template("{count} settled"),
        other: template("{count} settled"),
      },
      openCount: {
        one: template("{count} to settle"),
        other: template("{count} to settle"),
      },
    },
    /** The preview of the real pages with the draft. */
    preview: {
      heading: "Preview",
      intro:
        "The real pages that show these words, with your draft as last saved. What you changed is outlined in orange. Visitors do not see it.",
      page: "Page",
      language: "Language",
      width: "Width",
      phone: "Phone (390 px)",
      desktop: "Desktop (1280 px)",
      show: "Show preview",
      refresh: "Refresh preview",
      openTab: "Open in a new tab",
      frameTitle: template("Preview of {page} with your draft"),
      showsChange: template("{page} (shows your changes)"),
      noPages:
        "No page of the website shows these words on its own (they are used in forms, emails or search results).",
      savedFirst: "Save your changes first: the preview shows the saved draft.",
      errors: "The draft has errors the page cannot show: mend the fields marked in red first.",
      notFound: "This page cannot be previewed.",
    },
    /** Publishing, throwing a draft away. */
    publish: {
      heading: "Publish",
      intro:
        "Publishing changes the website for every visitor within a few seconds. You can undo it from the history.",
      noteLabel: "What changed, in a few words",
      noteHint: "For the history, like “New logo price” or “Hindi FAQ reworded”.",
      noteMissing: "Write a few words about what changed: the history shows them.",
      noteTooLong: template("At most {max} characters."),
      submit: "Publish",
      submitting: "Publishing…",
      blocked: "Not published: mend the problems listed above the form first.",
      invalid: {
        one: template("Not published: {count} problem blocks it. It is marked at its field."),
        other: template("Not published: {count} problems block it. Each is marked at its field."),
      },
      stale: "Not published: someone published this topic at the same moment. Press Publish again.",
      noDraft: "There is nothing to publish: change something first.",
      noPermission:
        "Your role can edit drafts but not publish them. Ask an owner or an editor to publish.",
      secondFactor: "Set up a second factor in Your account before you can publish.",
      discardHeading: "Throw away your draft",
      discardIntro:
        "Starts again from what visitors see now. Your changes are gone for good; what is published stays.",
      discard: "Throw away my draft",
      discardConfirm: "Yes, throw it away",
      discardCancel: "Keep my draft",
      changesHeading: "What goes live",
      changesCaption: "What publishing your draft changes",
      noChanges: "Nothing yet: your draft is the same as what visitors see.",
      changesLoading: "Looking at what you changed…",
      reaches: template("Shown on: {pages}."),
      reachesUnknown: "The pages it shows on are listed once the draft has no problems.",
    },
    /** Two editors: a publish from a draft older than the last publish of the topic. */
    conflict: {
      heading: "Someone else published this topic while you were editing",
      intro: template(
        "{people} published changes to the same fields you changed. Nothing is overwritten until you choose, for each field, which version stays.",
      ),
      theirs: "Their version (published)",
      mine: "Your version (draft)",
      before: "Before both",
      keepMine: "Keep mine",
      takeTheirs: "Take theirs",
      chooseLegend: template("Which version of {field} stays?"),
      apply: "Use these choices",
      chooseAll: "Choose a version for each field, then press Use these choices.",
      empty: "(empty)",
      revision: template("{author}, {time}: {note}"),
    },
    /** /admin/content/:topic/history */
    history: {
      title: template("History: {topic}"),
      intro:
        "Every publish of this topic, newest first, with who, when, their note and what changed. Undo brings back the words from before it, as a new publish.",
      none: "Nothing was published here yet: the website shows the words it shipped with.",
      back: template("Back to {topic}"),
      revision: template("Revision {id}"),
      byline: template("{author} · {time}"),
      kinds: {
        publish: "Published",
        rollback: "Undo",
        confirm: "Confirmed",
      },
      /** A confirmation taken back on /admin/launch (Undo confirm). */
      takenBack: "Confirmation taken back",
      undoes: template("Undoes revision {id}"),
      field: "Field",
      before: "Before",
      after: "After",
      added: "(added)",
      removed: "(removed)",
      orderChanged: "Order changed",
      facts: "Both languages",
      undo: "Undo this publish",
      /** On an undo: undoing it brings back the revision it undid. */
      redo: template("Bring back revision {id}"),
      undoNote: "Undoing is recorded in the audit trail and can itself be undone.",
      undoConfirm: "Yes, do it",
      undoExplains:
        "Every visitor sees the words from before this publish again within a few seconds: each change listed below is taken back, as a new publish.",
      redoExplains: template(
        "Every visitor sees the words of revision {id} again within a few seconds: each change listed below is taken back, as a new publish.",
      ),
      undoJustPublished:
        "Every visitor sees the words from before your publish again within a few seconds: what you just published is taken back (the history lists it), as a new publish.",
      undone: "Undone. Visitors see the earlier words again within a few seconds.",
      cannotUndo: template("Cannot undo: {reason}"),
      changesCaption: template("What revision {id} changed"),
      /** The history shows 20 publishes a page: links to the older ones and back. */
      older: "Older publishes",
      newest: "Newest publishes",
    },
  },
  /** Notes on a lead (the lead page). */
  notes: {
    heading: "Notes",
    none: "No notes yet.",
    byline: template("{author} · {time}"),
    unknownAuthor: "A former account",
    label: "Add a note",
    hint: "For the team: what was discussed, what to do next. The visitor never sees notes.",
    submit: "Add note",
    added: "Note added.",
    empty: "Write something before adding the note.",
    tooLong: template("A note can have at most {max} characters."),
  },
  /** /admin/leads/assignment: how new leads are given to staff. */
  assignmentPage: {
    title: "Sharing out new leads",
    intro:
      "Choose who gets each new lead. A new lead is given within a minute of arriving, and that person gets an email with a link to it.",
    link: "Sharing out new leads",
    modeHeading: "How",
    modes: {
      off: "Nobody: new leads wait in Unassigned",
      "round-robin": "In turn, among the people ticked below",
      "by-form": "By the form or the service chosen below, else in turn",
    },
    staffHeading: "Who takes turns",
    staffIntro: "Owners and sales accounts that can sign in.",
    formsHeading: "By form or service",
    formsIntro: "A service chosen in the popup wins over its form.",
    inTurn: "Anyone, in turn",
    save: "Save",
    saved: "Saved. New leads follow this from now on.",
    invalid: "Choose how new leads are shared out.",
  },
  /** Emails to staff about their leads (server/mail/lead-work-mail.ts), plain text. */
  leadWorkEmails: {
    subjects: {
      assigned: template("New lead for you: {name}"),
      reminder: template("Follow up now: {name}"),
      "no-answer": template("No answer yet: {name}"),
    },
    intros: {
      assigned: "This lead is yours now. Please answer it soon.",
      reminder: "The follow-up you set for this lead is due.",
      "no-answer": "Nobody has answered this lead, 2 working hours after it arrived.",
    },
    digestSubject: template("Your leads to follow up today ({count})"),
    digestIntro: "Good morning. These leads of yours are due today or overdue:",
    name: "Name",
    form: "Form",
    received: "Received",
    followUp: "Follow up",
    message: "Message",
    footer: "Sent by the website's lead inbox. Open the link to see the whole lead.",
  },
  /** The staff emails: an invitation, or a new password link (plain text; \n is a line break). */
  /** Emails to a staff member about their own account (server/mail/account-emails.ts). */
  accountEmails: {
    changeSubject: template("Your {brand} staff account changed"),
    heldSubject: template("Codes for your {brand} staff account are paused"),
    changeBody: template(
      "Hello,\n\n{what}\n\nWhen: {when}\n\nIf this was you, there is nothing to do. If it was not, tell an owner of {brand} at once: your account may be in someone else's hands. Your account page: {account}",
    ),
    changes: {
      password:
        "The password of your staff account was changed. Every session of your account was signed out.",
      "second-factor-on": "A second factor was turned on for your staff account.",
      "second-factor-off": "The second factor of your staff account was turned off.",
      "second-factor-replaced":
        "The second factor of your staff account was moved to another phone or app.",
      "second-factor-removed":
        "An owner of the site removed the second factor of your staff account.",
      "recovery-codes":
        "New recovery codes were made for your staff account; the earlier ones no longer work.",
      role: template("The role of your staff account is now: {detail}."),
      "codes-held": template(
        "Someone typed many wrong codes for your staff account, so codes are not accepted until {detail}. They already had your password: if it was not you, change your password with an owner's help.",
      ),
    },
    linkSubject: template("Your sign-in link for the {brand} staff pages"),
    linkBody: template(
      "Hello,\n\nSign-in with a password is paused for your account on the staff pages of {brand}, because of many wrong passwords. This link signs you in instead (it works once, for {minutes} minutes):\n{url}\n\nIf you did not ask for it, ignore this email, and tell an owner of the site: someone may be guessing your password.",
    ),
  },
  staffEmails: {
    inviteSubject: template("You are invited to the {brand} staff pages"),
    resetSubject: template("A new password link for the {brand} staff pages"),
    inviteBody: template(
      "Hello,\n\n{inviter} invited you to the staff pages of {brand} as {role}: {summary}\n\nSet your password here (the link works once, until {expires}):\n{url}\n\nIf you did not expect this email, ignore it: nothing happens without the link.",
    ),
    resetBody: template(
      "Hello,\n\n{inviter} made a new password link for your account on the staff pages of {brand}.\n\nChoose your new password here (the link works once, until {expires}):\n{url}\n\nIf you did not ask for this, tell an owner of the site.",
    ),
  },

  leadsPage: {
    title: "Leads",
    intro: "Every enquiry from the website, newest first, grouped by stage.",
    exportCsv: "Export CSV",
    views: {
      label: "Views",
      all: "All leads",
      mine: "Mine",
      unassigned: "Unassigned",
      due: "Due today",
      overdue: "Overdue",
    },
    /** On a lead's card. */
    ownerLabel: template("Owner: {owner}"),
    unassigned: "Unassigned",
    followUpLabel: template("Follow up: {time}"),
    overdue: "Overdue",
    deleted: "The lead was deleted.",
    filters: {
      label: "Filter leads",
      search: "Search",
      searchPlaceholder: "Name, email, phone or message",
      source: "Source",
      allSources: "All sources",
      stage: "Stage",
      allStages: "All stages",
      from: "From",
      to: "To",
      apply: "Apply",
      clear: "Clear",
    },
    noMatch: "No leads match these filters.",
    showing: {
      one: template("Showing {first}–{last} of {total} lead"),
      other: template("Showing {first}–{last} of {total} leads"),
    },
    pagination: {
      label: "Pages",
      previous: "Previous",
      next: "Next",
      position: template("Page {page} of {pages}"),
    },
  },
  leadPage: {
    /** The <title> when the lead could not be loaded. */
    fallbackTitle: "Lead",
    title: template("Lead from {name}"),
    back: "All leads",
    /** After a stage change; {stage} is the stage's label in lower case. */
    marked: template("Marked as {stage}."),
    emailAction: "Email",
    callAction: "Call",
    deleteAction: "Delete…",
    unknownStage: "Unknown stage.",
    /** The forms that move a lead on (they work without JavaScript). */
    work: {
      heading: "Work on this lead",
      stage: "Stage",
      lostReason: "Why was it lost?",
      saveStage: "Save stage",
      owner: "Owner",
      nobody: "Nobody (unassigned)",
      saveOwner: "Give to this person",
      take: "Take this lead",
      ownerNow: template("Owned by {owner}"),
      followUp: "Next follow-up (India time)",
      saveFollowUp: "Save follow-up",
      clearFollowUp: "Clear",
      followUpInvalid: "Choose a date and a time for the follow-up.",
      noOwner: "That person cannot take leads.",
      given: template("Given to {owner}."),
      taken: "This lead is yours now.",
      followUpSet: template("Follow-up set for {time}."),
      followUpCleared: "Follow-up cleared.",
      overdue: "The follow-up is overdue.",
      noAnswer: "No answer yet, 2 working hours after it arrived.",
    },
    /** Everything that happened to the lead, oldest first. */
    timeline: {
      heading: "Timeline",
      system: "Automatically",
      formerAccount: "A former account",
      arrived: template("Arrived: {source}"),
      assigned: template("Given to {owner}"),
      unassigned: "Unassigned",
      stage: template("Stage changed from {from} to {to}"),
      lost: template("Marked as lost: {reason}"),
      followUp: template("Follow-up set for {time}"),
      followUpCleared: "Follow-up cleared",
      reminder: template("Reminder emailed to {owner}"),
      noAnswer: template("No answer after 2 working hours: {owner} emailed"),
      reply: template("Replied by {channel}"),
      note: "Note",
      other: template("{kind}"),
    },
    details: {
      heading: "Details",
      name: "Name",
      email: "Email",
      phone: "Phone",
      message: "Message",
      source: "Source",
      stage: "Stage",
      followUp: "Next follow-up",
      received: "Received",
      lastChanged: "Last changed",
      page: "Page",
      language: "Language",
      browser: "Browser",
      ipHash: "IP hash",
      leadId: "Lead id",
    },
    emails: {
      heading: "Emails",
      none: "No emails were queued for this lead.",
      retryLink: "Retry from Notifications",
    },
  },
  /** /admin/launch: every item to settle before launch, grouped by who settles it. */
  launchPage: {
    title: "Before launch",
    intro:
      "What the site still says that nobody has checked: examples made up to fill the pages, promises the agency has not made yet, and questions only you can answer. Settle each one: change the words (Go to the field) and publish, or confirm them as they stand.",
    openTotal: {
      one: template("{count} item to settle."),
      other: template("{count} items to settle."),
    },
    allDone: "Nothing left to settle. The site is ready to launch.",
    groups: {
      owner: {
        heading: "For you",
        intro: "Check what the site says, then change it or confirm it as it stands.",
      },
      adviser: {
        heading: "For your lawyer or accountant",
        intro:
          "Legal terms, fees and refunds. Have them checked before launch. Only an owner can confirm them.",
      },
      server: {
        heading: "For whoever runs the server",
        intro:
          "Settings only the person who runs the server can change. Send them the line under each item; then confirm the item here.",
      },
    },
    groupOpen: {
      one: template("{count} to settle"),
      other: template("{count} to settle"),
    },
    groupNone: "Nothing left here.",
    question: "Question for you",
    where: template("In: {topic}"),
    now: "On the site now:",
    nowEmpty: "(empty)",
    more: {
      one: template("and {count} more"),
      other: template("and {count} more"),
    },
    toDo: "What to do:",
    goTo: "Go to the field",
    goToNamed: template("Go to the field: {what}"),
    confirm: "Confirm as it stands",
    confirmNamed: template("Confirm as it stands: {what}"),
    undo: "Undo confirm",
    undoNamed: template("Undo confirm: {what}"),
    ownerOnly: "Only an owner can confirm this.",
    noConfirm: "Only owners and editors who may publish can confirm items.",
    forward: "Send this line:",
    serverLine: template("Ask whoever runs the server to set {name} to {value}."),
    copy: "Copy",
    copied: "Copied",
    copyNamed: template("Copy the line for: {what}"),
    settledHeading: {
      one: template("{count} settled"),
      other: template("{count} settled"),
    },
    confirmedBy: template("Confirmed as it stands by {who}, {time}"),
    replaced: "Settled: new words were published",
    notices: {
      confirmed: template(
        "Confirmed as it stands: {what}. The topic's history shows it; Undo confirm takes it back.",
      ),
      undone: template("Confirmation taken back: {what}. It is open again."),
    },
    /** The note of the revision each records: the topic's history shows it. */
    notes: {
      confirmed: template("Confirmed as it stands: {what}"),
      undone: template("Confirmation taken back: {what}"),
    },
    refused: "Only an owner can confirm legal and money items.",
    unknown: "That item is not on the list, or is not confirmed.",
    pictureChosen: "a picture is chosen",
    pictureMissing: "no picture yet",
    seeAll: "See every item on one page",
  },
  deletePage: {
    title: "Delete lead",
    heading: "Delete this lead?",
    explanation:
      "The lead and its emails are removed for good, for example to honour a request to erase personal data. This cannot be undone. Export it first if you need a copy.",
    confirm: "Delete permanently",
    cancel: "Cancel",
    notConfirmed: "Deletion was not confirmed.",
  },
  outboxPage: {
    title: "Notifications",
    intro:
      "Emails about new leads that could not be sent after every retry. Fix the cause (for example the server's email settings), then send them again.",
    retried: "The email is queued and will be sent within a minute.",
    countsLabel: "Emails by status",
    failedHeading: "Failed emails",
    noneFailed: "No failed emails. Everything was sent or is on its way.",
    leadLabel: "Lead:",
    /** In place of the name of a lead deleted since. */
    deletedLead: "Deleted lead",
    noError: "No error recorded",
    retry: "Retry",
    retryLabel: template("Retry the email to {recipient} about {lead}"),
    unknownEmail: "Unknown email.",
    notWaiting: "This email is no longer waiting for a retry.",
  },
  speedPage: {
    title: "Site speed",
    intro:
      "How fast the pages are for real visitors: the 75th percentile (three in four visits were this fast or faster), rated with web.dev's thresholds.",
    empty:
      "No measurements yet. They arrive as visitors browse the site (about half of all visits are measured).",
    /** The heading of the pages gathered under "other" (paths outside the site's routes). */
    otherPages: "Other pages",
    caption: template("75th percentile of each metric on {path}, last 7 and 28 days"),
    metric: "Metric",
    last7Days: "Last 7 days",
    last28Days: "Last 28 days",
    noData: "No data",
    samples: { one: template("{count} sample"), other: template("{count} samples") },
  },
  /** /admin/media: the pictures staff uploaded for the site (app/staff/pages/media.tsx). */
  mediaPage: {
    title: "Pictures",
    intro:
      "The photos and screenshots the site can show. Upload them here, then choose them in the site's words.",
    viewOnly: "You can look at the pictures; owners and editors upload and change them.",
    upload: {
      heading: "Upload pictures",
      dropHint: "Drop photos or screenshots here, or",
      chooseButton: "Choose pictures",
      chooseLabel: "Pictures to upload",
      formats: "JPEG, PNG, WebP or AVIF, up to 20 MB each, several at once.",
      submit: "Upload",
      uploading: template("Uploading {count}…"),
      resultsLabel: "What happened to each file",
      stored: "Uploaded",
      refused: "Not uploaded",
      failed: "The upload did not reach the site. Check your connection and try again.",
    },
    /** After a form sent without JavaScript: the server's redirect says how many. */
    uploadedNotice: template("{uploaded} uploaded, {refused} refused."),
    refusedNoJs:
      "Upload the refused files again with JavaScript on to see why each one was refused.",
    removedNotice: "The picture was removed from the library.",
    inUseNotice: "That picture is used on the site, so it was not removed.",
    focalNotice: "The focal point was saved.",
    missingNotice: "That picture is no longer in the library.",
    search: {
      formLabel: "Find pictures",
      label: "Search by file name",
      placeholder: "e.g. office",
      submit: "Search",
      unusedLabel: "Only pictures not used yet",
      clear: "Show all",
    },
    count: { one: template("{count} picture"), other: template("{count} pictures") },
    empty: "No pictures yet. Upload the first one above.",
    noMatch: "No picture matches. Try another part of the file name.",
    item: {
      open: template("Open {file}"),
      size: template("{width} × {height} pixels · {size}"),
      uploaded: template("Uploaded by {who} on {when}"),
      uploadedNoOne: template("Uploaded on {when} (the account no longer exists)"),
      notUsed: "Not used yet",
      usedOn: "Used on:",
    },
    detail: {
      close: "Back to all pictures",
      focalHeading: "Focal point",
      focalHelp:
        "Tap or click the most important part of the picture. Every crop of it on the site keeps that point in view.",
      focalKeys: "With the keyboard: arrow keys move the point, Enter saves it.",
      focalLabel: template("Focal point of {file}: {x}% across, {y}% down"),
      focalSave: "Save focal point",
      focalSaving: "Saving…",
      focalNoJs: "Setting the focal point needs JavaScript.",
      removeHeading: "Remove",
      removeHelp: "A picture used nowhere on the site can be removed from the library.",
      removeStart: "Remove this picture…",
      removeConfirm: template("Remove “{file}” for good? This cannot be undone."),
      removeYes: "Yes, remove it",
      removeNo: "Keep it",
      usedHelp:
        "It is used on the site, so it cannot be removed. Choose another picture there first.",
      openFull: "Open the picture",
    },
    /** File sizes: under 1 MB in KB, from 1 MB in MB with one decimal. */
    kb: template("{n} KB"),
    mb: template("{n} MB"),
  },
  /** GET /admin/leads.csv (app/staff/export/leads-csv.ts): its file name and header row. */
  csvExport: {
    /** {date} is the day of the export, YYYY-MM-DD. ASCII only (a Content-Disposition value). */
    fileName: template("leads-{date}.csv"),
  },
  /** The error page of the inbox's paths (app/root.tsx), also the layout's error page title. */
  errorPage: {
    title: template(`Error {status} | ${productName}`),
    heading: template("Something went wrong ({status})"),
    backLabel: "Back to the inbox",
  },
} as const satisfies AdminContent;
