import { Link } from 'wouter';
import { paths } from '@/app/paths';
import { Page, Prose } from '@/components/layout/page';

const EFFECTIVE_DATE = 'November 22, 2026';

export default function TermsOfServicePage() {
  return (
    <Page eyebrow="Legal" title="Terms of service" lead={`Effective date: ${EFFECTIVE_DATE}`}>
      <Prose>
        <p>
          These terms are the agreement between you and Farm Stand Finder (“we”, “us”) for using farmstandfinder.com and the installed app. By creating an
          account or using the service you agree to them. Our <Link href={paths.privacy}>privacy policy</Link> explains how we handle your information.
        </p>

        <h2>1. The service, in beta</h2>
        <p>
          Farm Stand Finder helps people find farm stands, u-pick farms, farmers markets and market stalls, and helps the people who run them keep their
          listings current. The service is in beta: features will change, some may be removed, and there may be interruptions or mistakes. We don’t sell food.
          Any purchase is between you and the farm.
        </p>

        <h2>2. Accounts</h2>
        <ul>
          <li>You must be at least 13 years old to create an account.</li>
          <li>Give accurate information, keep your password to yourself, and tell us if you think someone else has used your account.</li>
          <li>One person per account. A farmer account may manage listings only for farms the account holder runs or is authorized to represent.</li>
          <li>You are responsible for what happens under your account.</li>
        </ul>

        <h2>3. Listings</h2>
        <p>
          If you publish a listing, you are responsible for it being accurate and kept up to date, including hours, seasons, prices, products and their
          availability, payment methods and features such as SNAP/EBT, WIC or wheelchair access. You are also responsible for following the food-safety,
          licensing, tax and labeling rules that apply to what you sell.
        </p>
        <p>
          Listings imported from public directories are shown as provided by their source and may be out of date. Our team may verify, correct, unpublish or
          suspend any listing, for example when it is inaccurate, duplicated, or not run by the account that manages it.
        </p>

        <h2>4. Reviews</h2>
        <ul>
          <li>Review only places you have visited or bought from, and describe your own experience honestly.</li>
          <li>One review per person per listing. Don’t review your own farm, a farm you work for, or a competitor.</li>
          <li>Don’t offer or accept payment, discounts or gifts in exchange for a review.</li>
          <li>No harassment, hate, threats, profanity aimed at people, or personal information about anyone.</li>
          <li>Farmers may reply once to each review, publicly and courteously.</li>
        </ul>
        <p>
          Anyone can report a review. We hide reviews that break these rules. We don’t remove reviews for being negative, and businesses cannot pay to have
          reviews removed.
        </p>

        <h2>5. Messages</h2>
        <ul>
          <li>Use messages for questions, orders and updates about farms and their food. No spam, scams or unrelated advertising.</li>
          <li>Messages to followers must be about the listing they follow. They are limited to a few per listing per day.</li>
          <li>Don’t harass anyone, and stop when someone asks you to. Followers can mute a listing at any time.</li>
          <li>We may review messages reported to us and act on them, including suspending accounts.</li>
        </ul>

        <h2>6. Your content</h2>
        <p>
          You keep ownership of the listings, photos, reviews and messages you post. You give us a worldwide, non-exclusive, royalty-free license to host,
          store, display, adapt for display (for example resize photos) and distribute that content to run and promote the service. The license ends when you
          delete the content or your account, except for anonymized reviews and messages kept as described in our privacy policy. Only post content you have the
          right to share.
        </p>

        <h2>7. Sponsored content</h2>
        <p>
          Some messages on the site come from sponsors. They are always labelled as sponsored. Sponsors don’t pay to change search results, ratings, or whether
          a listing shows as open, and their links lead to sites we don’t control.
        </p>

        <h2>8. Ambassadors</h2>
        <p>
          Approved ambassadors may share their referral link and help farms create listings. Ambassadors must not charge farmers, make promises on our behalf,
          or create listings without the farm’s permission. We may end an ambassador’s participation at any time.
        </p>

        <h2>9. Acceptable use</h2>
        <p>
          Don’t break the law using the service, try to get around rate limits or security, access other people’s accounts, copy listings in bulk by automated
          means, or interfere with how the service runs.
        </p>

        <h2>10. Out on the road</h2>
        <p>
          Hours, stock and directions can be wrong. Call or message ahead when it matters, obey traffic laws, don’t use the app while driving, and follow the
          farm’s rules, particularly at u-pick fields and on private land.
        </p>

        <h2>11. Disclaimers</h2>
        <p>
          The service and all listings are provided “as is” and “as available”. To the fullest extent the law allows, we make no warranties, express or implied,
          about accuracy, availability, fitness for a particular purpose, or the quality and safety of any food or product sold by a farm.
        </p>

        <h2>12. Limitation of liability</h2>
        <p>
          To the fullest extent the law allows, Farm Stand Finder is not liable for indirect, incidental, special, consequential or punitive damages, or for
          lost profits, data or goodwill. Our total liability for any claim about the service is limited to the greater of the amount you paid us in the 12
          months before the claim or US $50. Some places don’t allow these limits, so they may not apply to you.
        </p>

        <h2>13. Ending your use</h2>
        <p>
          You can stop using the service and delete your account at any time in Account settings. We may suspend or end accounts that break these terms or put
          others at risk, and will tell you why unless the law or safety prevents it. Sections 6, 11, 12 and 15 survive termination.
        </p>

        <h2>14. Changes</h2>
        <p>
          We may update these terms. We’ll change the effective date above and, for significant changes, tell signed-in users by email or in the app before they
          take effect. Continuing to use the service after that means you accept the new terms.
        </p>

        <h2>15. Governing law</h2>
        <p>
          These terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules. Disputes will be heard in the state or
          federal courts located in New York, unless the law where you live gives you the right to bring them elsewhere.
        </p>

        <h2>16. Contact</h2>
        <p>
          Questions about these terms: <a href="mailto:support@farmstandfinder.com">support@farmstandfinder.com</a>. Privacy requests:{' '}
          <a href="mailto:privacy@farmstandfinder.com">privacy@farmstandfinder.com</a>.
        </p>
      </Prose>
    </Page>
  );
}
