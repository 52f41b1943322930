import { paths } from '@/app/paths';

export interface Faq {
  id: string;
  q: string;
  a: string[];
  link?: { href: string; label: string };
}

export interface FaqGroup {
  title: string;
  items: Faq[];
}

/** The support center's questions, grouped by topic. Plain text so the search can match it. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'Finding farm stands',
    items: [
      {
        id: 'open-now',
        q: 'How does “open now” work?',
        a: [
          'Each listing’s weekly hours are stored with the stand’s own time zone, so open or closed is worked out in local time wherever you are searching from. Seasons (for example May to October), public holidays and sunrise-to-sunset hours are included.',
          'If a listing says “Hours not listed”, the farmer hasn’t given hours yet. That doesn’t mean closed: call ahead if there is a phone number, or send the farmer a message.',
        ],
      },
      {
        id: 'location',
        q: 'Do I have to share my location?',
        a: [
          'No. Type a ZIP code or a city and we look it up on our own servers. If you tap “Open now near me”, your browser asks for permission and we use your position for that search only. You can also save a home location in Account settings so you never have to type it.',
        ],
      },
      {
        id: 'kinds',
        q: 'What is the difference between a farm stand, a u-pick, a farmers market and a market stall?',
        a: [
          'A farm stand is a stand or shop at (or near) the farm, including self-serve honor boxes. A u-pick is a farm where you pick your own. A farmers market is a place where many farms sell on set days, and a market stall is one vendor at a market, with its own products and followers. You can filter by any of them.',
        ],
      },
      {
        id: 'stock',
        q: 'How up to date is the list of what a stand has?',
        a: [
          'Farmers mark products available or sold out themselves, and every listing shows when it was last updated. A stand updated this morning is a safer bet than one updated three weeks ago. Sell-outs happen fast on a good day, so for a big order it’s worth sending a message first.',
        ],
      },
      {
        id: 'payment',
        q: 'Can I pay by card?',
        a: [
          'It depends on the stand. Many are cash only, and honor boxes usually want exact change. Each listing shows the payment methods it accepts, including cards, SNAP/EBT and WIC where offered, and you can filter by them. Small bills are always a good idea.',
        ],
      },
      {
        id: 'trips',
        q: 'How do I plan a day trip with several stops?',
        a: [
          'Sign in, then choose “Add to trip” on any listing. On the trip page, set a start point and time: we estimate the drive between stops and warn you if a stop will be closed when you arrive. “Optimize” reorders the stops so the most are open on arrival, then for the least driving. You can export the trip as GPX or iCalendar, or open the route in your maps app.',
        ],
      },
      {
        id: 'check-in',
        q: 'How do check-ins and badges work?',
        a: [
          'Tap “Check in” at a stand. If your phone’s position is within 500 m of the listing, the visit is verified. You can check in at each stand once a day. Badges come from real activity: your first visit, ten different stands, your first review, a completed trip with three or more stops, visits in all four seasons and more. You can see your progress on the Achievements page.',
        ],
      },
    ],
  },
  {
    title: 'Your account',
    items: [
      {
        id: 'need-account',
        q: 'Do I need an account?',
        a: [
          'Not to search, browse, check who is open or read a listing and its reviews. A free account adds favorites, reviews, messages, day trips, check-ins, badges and the map of every stand.',
        ],
      },
      {
        id: 'notifications',
        q: 'Why am I not getting push notifications on my iPhone?',
        a: [
          'On iPhone and iPad, web notifications only work once the site is added to your Home Screen: open it in Safari, tap Share, then “Add to Home Screen”, and open Farm Stand Finder from that icon before turning notifications on.',
          'On any device you can choose push, email or neither for each kind of notification in Account settings, and mute a single stand you follow.',
        ],
      },
      {
        id: 'two-factor',
        q: 'How do I turn on two-factor authentication?',
        a: [
          'Go to Account settings and choose two-factor authentication. Scan the QR code with an authenticator app, enter the six-digit code it shows, and save your recovery codes somewhere safe. Each recovery code works once if you lose your phone.',
        ],
      },
      {
        id: 'password',
        q: 'I forgot my password. What now?',
        a: [
          'Choose “Forgot password” on the sign-in page and enter your email. We’ll send a reset link that works once and expires. If it doesn’t arrive within a few minutes, check your spam folder.',
        ],
        link: { href: paths.forgotPassword, label: 'Reset your password' },
      },
      {
        id: 'delete',
        q: 'How do I download my data or delete my account?',
        a: [
          'Both are in Account settings. “Download my data” gives you a file of everything tied to your account. Deleting your account removes it for good: your reviews and messages stay so conversations still make sense, but they are anonymized, and any listings you own are unpublished.',
        ],
      },
    ],
  },
  {
    title: 'Reviews and messages',
    items: [
      {
        id: 'reviews',
        q: 'What are the rules for reviews?',
        a: [
          'One review per person per stand, about your own visit. Be honest and specific, keep it about the food and the stand, and leave out personal details. Farmers can reply once. Anyone can report a review, and our team hides reviews that break the rules, never because they are critical.',
        ],
        link: { href: paths.terms, label: 'Read the review rules in our terms' },
      },
      {
        id: 'mute',
        q: 'How do I stop updates from a stand?',
        a: [
          'Mute the stand from its listing and you’ll stop getting its messages to followers while keeping it in your favorites, or remove it from your favorites altogether. You can also turn off a kind of notification, or a whole channel, in Account settings.',
        ],
      },
    ],
  },
  {
    title: 'For farmers',
    items: [
      {
        id: 'cost',
        q: 'How much does it cost to list my stand?',
        a: ['Nothing. Listing a farm stand, u-pick, market or market stall is free, and we take no commission: customers pay you directly, however you like.'],
        link: { href: paths.join, label: 'List your stand' },
      },
      {
        id: 'claim',
        q: 'My farm is already listed, but I didn’t create the listing.',
        a: [
          'Some listings are imported from public directories such as the USDA National Farmers Market Directory and OpenStreetMap. Create a free farmer account, then send us a message with the form at the bottom of this page (topic: a listing) with the listing’s name and a way to confirm you run it, such as the phone number or website on the listing. We’ll move it to your account, and you can edit it from then on.',
        ],
      },
      {
        id: 'bulk',
        q: 'How do I tell all my followers that something is in?',
        a: [
          'From your farm profile, write a message to the followers of a listing (“Strawberries are in! Picking 8 to noon”). You can mark products available at the same time. Each follower gets it in their messages and as a notification. To keep these welcome, each listing can send a few per day.',
        ],
      },
      {
        id: 'ambassador',
        q: 'What is an ambassador?',
        a: [
          'Ambassadors are locals who help farm stands in their area get listed. Approved ambassadors get a personal sign-up link and a dashboard of the stands that joined through it.',
        ],
        link: { href: paths.ambassador, label: 'About the ambassador program' },
      },
    ],
  },
];
