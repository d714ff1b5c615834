import type { LegalDocument } from "./types";

/** User agreement, English text. Section ids match ru.ts one for one. */
export const agreement: LegalDocument = {
  title: "User Agreement",
  effectiveDate: "2026-11-29",
  intro:
    "This User Agreement (the “Agreement”) sets out the terms for using the Forma website and its installable web app (the “Site”). The Site is run by a sole proprietor registered in the Russian Federation (the “Administration”), whose name, tax identification number and registration number are shown at the bottom of every page of the Site (the “site footer”). By ticking the box to accept this Agreement when you sign up, or by using the Site in any other way, you (the “User”) confirm that you have read this Agreement and accept it in full. If you do not agree with any part of it, please do not use the Site.",
  sections: [
    {
      id: "about",
      title: "General provisions",
      paragraphs: [
        "Forma is an online fitness and nutrition coaching service. It offers personalised workout and nutrition plans, an AI chat coach, a photo-based body transformation preview called “Time machine”, vitamin and mineral guides, an exercise library, calculators, articles and encyclopedias. Some features are available only on paid plans. This Agreement applies to every part of the Site, including the version installed on a phone or computer as a web app.",
        "The Site is available in English and Russian. Both language versions of this Agreement have the same meaning; if they differ, the Russian version prevails.",
        "All materials on the Site other than Users’ own content — texts, articles, exercise descriptions and videos, design, software and the Forma name — belong to the Administration or its licensors. You may use them for personal, non-commercial purposes only. Copying or distributing them without the Administration’s written permission is not allowed.",
      ],
    },
    {
      id: "website-not-media",
      title: "A website, not a mass medium",
      paragraphs: [
        "The Site is a website on the internet. It is not a mass medium and is not registered as an online publication under Law of the Russian Federation No. 2124-1 of 27 December 1991 “On Mass Media”.",
        "Articles, encyclopedias, guides and other materials are published on the Site for general information. They are not news reports, and the Administration does not act as the editorial office of a mass medium.",
      ],
    },
    {
      id: "account",
      title: "Who may use the Site and your account",
      paragraphs: [
        "You must be at least 16 years old to use the Site. If you are under 18, you may use the Site, including buying a subscription, only with the consent of a parent or other legal guardian.",
        "Most features require an account. When you sign up, give accurate information about yourself and keep it up to date. One person may have only one account, and an account may be used only by the person who created it.",
        "You are responsible for keeping your password safe and your e-mail account secure, because sign-in links are sent there. Everything done under your account is treated as done by you. If you think someone else has accessed your account, change your password and let the Administration know straight away using the contact details in the site footer. The Administration will never ask you for your password.",
      ],
    },
    {
      id: "content",
      title: "Your content",
      paragraphs: [
        "Users may post text and photos on the Site: for example, profile details (name, age, height, weight and goals), messages to the AI coach, and photos uploaded to the “Time machine” body transformation preview. You keep all rights to the content you post.",
        "By posting content, you grant the Administration a free, non-exclusive right to store, process, copy and adapt it — including passing it to artificial intelligence models for processing — solely to provide the Site’s services to you, such as preparing your plans, the AI coach’s answers and preview images, and only for as long as the content is kept on the Site.",
        "Photos are stored privately. They are not shown to other Users, not published, not used in advertising and not used to identify you. Upload only photos of yourself, and only content that you have the right to post and that does not break the law or this Agreement.",
      ],
    },
    {
      id: "forbidden",
      title: "What is not allowed",
      paragraphs: [
        "The rules below apply to every User. If they are broken, the Administration may remove the content concerned, restrict access to the Site or delete the account. Users must not:",
      ],
      bullets: [
        "create more than one account per person, including signing up again after an account has been blocked or deleted;",
        "share their login and password or sign-in links with anyone else, or sell, rent out or otherwise hand over their account;",
        "post advertising, spam or promotional links in any form;",
        "post erotic or pornographic material, or material that is offensive, insulting, violent, discriminatory or otherwise unlawful, whether as text or as images;",
        "upload photos of other people without their consent;",
        "use bots, scripts, scrapers or any other automated means to access the Site, send requests, collect data or get around usage limits;",
        "disrupt the Site, try to bypass its security, or try to access other Users’ accounts or data.",
      ],
    },
    {
      id: "changes",
      title: "Changes to the terms, access and accounts",
      paragraphs: [
        "The Administration may change this Agreement and the rules of the Site at any time without prior notice to Users. A new version takes effect when it is published on this page; the date at the top shows when the current version took effect. If you keep using the Site after a change, you accept the new version.",
        "The Administration may also, at its discretion, change, add or remove features of the Site; restrict access to the Site or any part of it, for example during maintenance or when a breach of this Agreement is suspected; and suspend or delete accounts, including where a User breaks this Agreement.",
        "A change in subscription prices does not apply to a period that has already been paid for.",
      ],
    },
    {
      id: "health",
      title: "Health and safety",
      paragraphs: [
        "Workout and nutrition plans, the AI coach’s answers, calculator results, guides, articles and “Time machine” images are general fitness information. They are not medical advice, a diagnosis or treatment, and they do not replace a consultation with a doctor or other qualified professional. The AI coach’s answers and the preview images are generated automatically and may contain mistakes.",
        "Consult a doctor before starting a new training programme or changing your diet, especially if you have a health condition or an injury, are pregnant or take medication. Stop training immediately if you feel pain, dizziness, shortness of breath or otherwise unwell, and seek medical help if needed.",
        "A “Time machine” image is an illustration, not a forecast or a promise of results. You decide for yourself, taking your health into account, whether to follow any recommendation from the Site, and you do so at your own risk.",
      ],
    },
    {
      id: "subscriptions",
      title: "Subscriptions and payments",
      paragraphs: [
        "The Site has three plans: Free, Standard and Pro. What each plan includes, its usage limits (such as the number of AI coach messages or “Time machine” images per month) and its price are shown on the billing page. Features that are not part of your plan are unavailable.",
        "Paid plans are paid in advance for a month or a year. A paid subscription renews automatically at the end of each paid period, and the payment method you chose is charged the price of the plan shown on the billing page, until you cancel it. By paying for a subscription you agree to these automatic charges. Payments in rubles are handled by YooKassa (NCO YooMoney LLC), payments in dollars by Stripe; the Site does not store your full card details and shows only the payment method's type and, for a card, the last four digits of its number.",
        "If a renewal payment fails, it is tried again within the following days, and you keep access to paid features meanwhile; if no payment succeeds within five days of the end of the paid period, your account moves to the Free plan. A change to another plan or billing period takes effect from the next renewal, at that plan's price.",
        "For each payment in rubles and each refund, a cash receipt under Federal Law No. 54-FZ is sent to your e-mail address; the billing page lists your payments with links to their receipts.",
        "You can cancel your subscription at any time on the billing page. After cancellation no further charges are made, and you keep access to paid features until the end of the period already paid for; your account then moves to the Free plan. Within 14 days of your first payment in rubles you can take it back in full on the billing page; your subscription then ends at once. Other refund requests are considered in accordance with the law of the Russian Federation and should be sent using the contact details in the site footer.",
      ],
    },
    {
      id: "privacy",
      title: "Personal data",
      paragraphs: [
        "To provide its services, the Administration processes Users’ personal data: first and last name and e-mail address; profile data (age, gender, height, weight, activity level and goal); content you post, including chat messages and photos; subscription and payment information (without full card details); the ways you sign in (passkeys, accounts at Google or Yandex ID you connect and their e-mail address, two-step verification) and a 90-day history of sign-ins (time, device type and country); and technical data such as cookies and data saved in your browser (theme, language, sign-in session, a sign-in with another service while it is under way, and a marker that lets you see your latest changes at once).",
        "Personal data is processed in accordance with Russian law, including Federal Law No. 152-FZ of 27 July 2006 “On Personal Data”. By signing up and accepting this Agreement, you consent to the processing of your personal data, including its collection, storage, use, transfer and deletion, in order to provide the Site’s services: running your account, preparing plans, AI coach answers and images, handling your subscription, supporting Users and keeping the Site secure. Personal data is not sold. It is passed to third parties only to the extent necessary — to contractors that help run the Site (hosting, payment processing and artificial intelligence services) — or where the law requires it.",
        "You may withdraw your consent, or ask for your personal data to be corrected or deleted, at any time by writing to the Administration using the contact details in the site footer. Since the services cannot be provided without this data, withdrawing consent means that your account will be deleted.",
      ],
    },
    {
      id: "liability",
      title: "Limitation of liability",
      paragraphs: [
        "The Site is provided “as is”. The Administration works to keep it running and its materials accurate, but does not guarantee that the Site will be free of interruptions or errors, that it will meet your expectations, or that you will achieve any particular result.",
        "To the extent permitted by law, the Administration is not liable for the results of training or diets, or for decisions you make based on materials from the Site; for losses caused by a User sharing their login details or breaking this Agreement; or for interruptions caused by third parties, including hosting providers, payment services and telecommunications operators. Each User is responsible for the content they post.",
        "Unless the law provides otherwise, the Administration’s liability to a User is limited to the amount the User paid for the current subscription period.",
      ],
    },
    {
      id: "contact",
      title: "Governing law and contact",
      paragraphs: [
        "This Agreement and the relationship between Users and the Administration are governed by the law of the Russian Federation. Disputes are settled by negotiation first: send your claim using the contact details in the site footer, and the Administration will consider it within 30 days. If no agreement is reached, the dispute will be resolved in court in accordance with the law of the Russian Federation.",
        "If any provision of this Agreement is found invalid, the remaining provisions stay in force.",
        "For any question about this Agreement, the Site, your account, your subscription or your personal data, contact the Administration using the contact details in the site footer, which gives the support e-mail address, a messenger link and the sole proprietor’s legal details.",
      ],
    },
  ],
};
