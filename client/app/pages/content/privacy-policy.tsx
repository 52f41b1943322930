import { Link } from 'wouter';
import { paths } from '@/app/paths';
import { Page, Prose } from '@/components/layout/page';

const EFFECTIVE_DATE = 'November 22, 2026';

export default function PrivacyPolicyPage() {
  return (
    <Page eyebrow="Legal" title="Privacy policy" lead={`Effective date: ${EFFECTIVE_DATE}`}>
      <Prose>
        <p>
          This policy explains what Farm Stand Finder (“we”, “us”) collects when you use farmstandfinder.com and the installed app, why, how long we keep it,
          and the choices you have. The short version: we collect what we need to run the service, we don’t sell personal information, and we don’t use
          third-party analytics or advertising trackers.
        </p>

        <h2>What we collect</h2>
        <h3>Your account</h3>
        <p>
          Your first name, email address, password and account type (shopper or farmer). We store passwords only as a one-way hash. We also keep your settings:
          units, notification preferences, a home location if you choose to save one and, if you turn on two-factor authentication, the secret for your
          authenticator app and your recovery codes.
        </p>
        <h3>Listings</h3>
        <p>
          If you list a farm stand, u-pick, market or stall, we store what you publish: its name, address and map position, hours, products, prices, photos,
          features and contact details. Listings are public by design. Some listings are imported from public directories (such as the USDA farmers market
          directory and OpenStreetMap) and carry their source.
        </p>
        <h3>Location, only when you share it</h3>
        <p>
          We use your device’s location only when you ask us to: for a “near me” search, to check in at a stand, or to set a trip’s start point. Your browser
          asks your permission first. A ZIP code or town you type is looked up on our own servers. We don’t track your location in the background.
        </p>
        <h3>Your activity on Farm Stand Finder</h3>
        <ul>
          <li>Messages you send and receive, including messages farmers send to their followers.</li>
          <li>Reviews and replies, which are public and shown with your first name.</li>
          <li>
            Visits: the stand, the date and time, and whether your check-in was verified as being within 500 m. We keep the result of that check, not your
            coordinates.
          </li>
          <li>Favorites, muted stands, day trips and the badges you earn.</li>
          <li>Push subscriptions: if you turn on notifications, the address and keys your browser’s push service gives us to deliver them.</li>
        </ul>
        <h3>Page views, counted by us</h3>
        <p>
          Our own server records which page was viewed and when, so we can show farmers how often their listing is seen and show our team which parts of the
          site are used. We also count how many times a sponsor’s message is shown and clicked, against a random per-visit identifier. No third-party analytics,
          advertising or social media trackers run on Farm Stand Finder.
        </p>
        <h3>Newsletter and server logs</h3>
        <p>
          If you sign up for the newsletter, we store your email address and where you signed up. Like every website, our servers log IP addresses and browser
          details with each request; we use these logs to keep the service secure and to enforce rate limits.
        </p>

        <h2>Why we use it</h2>
        <ul>
          <li>To run the service you asked for: search, open-now results, favorites, trips, messages, reviews, check-ins and notifications.</li>
          <li>To keep accounts safe: password and two-factor checks, rate limits on sign-in and messaging, and spotting abuse.</li>
          <li>To send the email you expect: verification, password resets, security notices, notifications you turned on and the newsletter.</li>
          <li>To improve the product, using counts and totals rather than profiles of individuals.</li>
          <li>To meet legal obligations.</li>
        </ul>
        <p>We do not sell or rent personal information, and we do not use it for targeted advertising.</p>

        <h2>Who can see it</h2>
        <ul>
          <li>Everyone: listings, reviews with the reviewer’s first name, and farmers’ replies.</li>
          <li>
            Farmers: the messages you send them and your first name. Farmers can message people who follow their listings, and see their follower count and page
            views as totals.
          </li>
          <li>
            Service providers who work for us under contract: hosting, email delivery and the push services run by browser makers, which pass notifications to
            your device. If the map is on, map images are loaded from a tile server, which sees your IP address and the area shown.
          </li>
          <li>Authorities, when the law requires it, and only for what is required.</li>
        </ul>

        <h2>How long we keep it</h2>
        <ul>
          <li>Account data, favorites, trips and visits: until you delete them or your account.</li>
          <li>Messages and reviews: while your account exists; after that, anonymized as described below.</li>
          <li>Push subscriptions: until you turn notifications off, or the push service tells us the subscription is gone.</li>
          <li>Server logs: up to 30 days. Individual page-view records: up to 13 months, after which only totals remain.</li>
          <li>Password-reset and email-verification links: they work once and expire.</li>
          <li>Newsletter: until you unsubscribe. Backups roll over within 30 days.</li>
        </ul>

        <h2>Your rights and choices</h2>
        <ul>
          <li>
            <strong>Download my data.</strong> Account settings gives you a copy of everything tied to your account in a machine-readable file.
          </li>
          <li>
            <strong>Delete my account.</strong> Account settings deletes your account, sessions, favorites, trips, visits and push subscriptions. Reviews and
            messages remain so conversations and ratings still make sense, but they are anonymized and no longer linked to you. Listings you own are
            unpublished.
          </li>
          <li>
            <strong>Correct it.</strong> Change your name, email, home location and listings at any time.
          </li>
          <li>
            <strong>Control notifications.</strong> Choose push, email or neither for each kind of notification, and mute any stand.
          </li>
          <li>
            <strong>Location.</strong> Refuse or withdraw location permission in your browser; search by ZIP code or town instead.
          </li>
        </ul>
        <p>
          Depending on where you live (for example in California or the European Union), you may have further rights to access, correct, delete or object to how
          we use your information, and to complain to a data protection authority. Email{' '}
          <a href="mailto:privacy@farmstandfinder.com">privacy@farmstandfinder.com</a> and we will answer within 30 days.
        </p>

        <h2>Email</h2>
        <p>
          Account email (verification, password resets, security notices) is part of having an account. Notification emails follow your settings, and every
          newsletter has an unsubscribe link. We send through our own mail server or an email delivery provider; we don’t share your address with advertisers.
        </p>

        <h2>Cookies and local storage</h2>
        <p>
          We set one cookie: an HttpOnly session cookie that keeps you signed in (SameSite=Lax, and Secure over HTTPS). Scripts can’t read it, and it isn’t used
          by anyone else. Your browser’s local storage keeps preferences on your device, such as whether you dismissed the newsletter banner or the install
          prompt, and how many pages you have viewed (so sponsor messages are spaced out). Session storage holds the random per-visit identifier used to count
          sponsor impressions. Clearing your browser data removes all of these.
        </p>

        <h2>Security</h2>
        <p>
          Connections are encrypted with HTTPS. Passwords are hashed, sign-in is rate-limited, and you can turn on two-factor authentication and sign out of
          every device from Account settings. No system is perfect: if we learn of a breach affecting you, we will tell you promptly.
        </p>

        <h2>Children</h2>
        <p>
          Farm Stand Finder is not directed at children under 13, and we don’t knowingly collect their personal information. If you believe a child has given us
          information, email <a href="mailto:privacy@farmstandfinder.com">privacy@farmstandfinder.com</a> and we will delete it.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          If we change this policy we will update the effective date above, and for significant changes we will tell signed-in users by email or a notice in the
          app before they take effect.
        </p>

        <h2>Contact</h2>
        <p>
          Privacy questions and requests: <a href="mailto:privacy@farmstandfinder.com">privacy@farmstandfinder.com</a>. Anything else:{' '}
          <a href="mailto:support@farmstandfinder.com">support@farmstandfinder.com</a> or the <Link href={paths.support}>support center</Link>. See also our{' '}
          <Link href={paths.terms}>terms of service</Link>.
        </p>
      </Prose>
    </Page>
  );
}
