import { useTranslation } from '@/lib/i18n/react';
import { Clock, Megaphone } from 'lucide-react';

/** Decorative hero scene: a roadside stand under a striped awning, drawn in SVG (no images, no network). */
export function HeroIllustration() {
  const { t } = useTranslation('pages');
  const sign = t('home.illustration.sign');
  const scallops = Array.from({ length: 16 }, (_, i) => 104 + i * 17);
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <svg viewBox="0 0 480 380" className="h-auto w-full drop-shadow-sm" focusable="false">
        <defs>
          <clipPath id="fsf-hero-clip">
            <rect width="480" height="380" rx="36" />
          </clipPath>
          <linearGradient id="fsf-hero-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fdeeb8" />
            <stop offset="1" stopColor="#fdf9f0" />
          </linearGradient>
        </defs>
        <g clipPath="url(#fsf-hero-clip)">
          <rect width="480" height="380" fill="url(#fsf-hero-sky)" />
          <circle cx="392" cy="78" r="42" fill="#f4c542" />
          <circle cx="392" cy="78" r="60" fill="#f4c542" opacity="0.2" />
          <path d="M232 62 q14-12 28 0 q12-10 24 2 h-52z" fill="#fff" opacity="0.9" />
          <path d="M96 118 q10-9 20 0 q9-7 18 2 h-38z" fill="#fff" opacity="0.8" />
          <path d="M0 232 C70 186 150 190 230 214 C320 240 400 188 480 196 V380 H0Z" fill="#afd8b0" />
          <path d="M0 276 C130 246 310 252 480 262 V380 H0Z" fill="#3f8a4c" />
          {[300, 322, 346, 372].map((y, i) => (
            <path
              key={y}
              d={`M0 ${y} C140 ${y - 26 + i * 3} 320 ${y - 18 + i * 3} 480 ${y - 8 + i * 2}`}
              stroke="#2f6b3a"
              strokeWidth="5"
              fill="none"
              strokeLinecap="round"
              opacity="0.55"
            />
          ))}
          {/* trees on the far hill */}
          {[
            [48, 206],
            [78, 196],
            [420, 188],
          ].map(([x, y]) => (
            <g key={x}>
              <rect x={x - 2} y={y} width="4" height="16" fill="#5b4a3a" />
              <circle cx={x} cy={y - 6} r="13" fill="#2f6b3a" />
            </g>
          ))}
          {/* stand: posts, back wall, counter */}
          <rect x="132" y="150" width="216" height="120" fill="#8a6a4e" />
          {[150, 186, 222, 258].map((y) => (
            <rect key={y} x="132" y={y} width="216" height="2" fill="#5b4a3a" opacity="0.5" />
          ))}
          <rect x="124" y="150" width="10" height="150" fill="#5b4a3a" />
          <rect x="346" y="150" width="10" height="150" fill="#5b4a3a" />
          {/* awning */}
          <path d="M104 150 L240 96 L376 150 Z" fill="#f4c542" />
          <rect x="104" y="146" width="272" height="22" fill="#fdf9f0" />
          {Array.from({ length: 8 }, (_, i) => (
            <rect key={i} x={104 + i * 34} y="146" width="17" height="22" fill="#e4572e" />
          ))}
          {scallops.map((x, i) => (
            <path key={x} d={`M${x} 167 a8.5 8.5 0 0 0 17 0 Z`} fill={i % 2 ? '#fdf9f0' : '#e4572e'} />
          ))}
          <rect x="104" y="146" width="272" height="4" fill="#b53d1c" />
          {/* counter with crates */}
          <rect x="116" y="252" width="248" height="16" rx="3" fill="#5b4a3a" />
          <rect x="128" y="268" width="224" height="46" fill="#6b5443" />
          <rect x="140" y="226" width="62" height="28" rx="3" fill="#c89d6e" />
          <rect x="210" y="226" width="62" height="28" rx="3" fill="#c89d6e" />
          <rect x="280" y="226" width="62" height="28" rx="3" fill="#c89d6e" />
          {[152, 168, 184, 160, 176].map((x, i) => (
            <circle key={`t${i}`} cx={x} cy={i < 3 ? 222 : 212} r="10" fill="#e4572e" />
          ))}
          {[222, 238, 254].map((x) => (
            <ellipse key={`c${x}`} cx={x} cy="214" rx="7" ry="18" fill="#f4c542" transform={`rotate(-18 ${x} 214)`} />
          ))}
          {[226, 244, 262].map((x) => (
            <path key={`h${x}`} d={`M${x - 10} 204 q8 -14 16 0`} stroke="#3f8a4c" strokeWidth="4" fill="none" />
          ))}
          {[296, 326].map((x) => (
            <g key={`p${x}`}>
              <ellipse cx={x} cy="214" rx="16" ry="13" fill="#ef8a2b" />
              <rect x={x - 2} y="196" width="4" height="7" rx="1" fill="#2f6b3a" />
            </g>
          ))}
          <circle cx="311" cy="220" r="9" fill="#7bb661" />
          {/* hand-painted sign */}
          <rect x="384" y="250" width="6" height="66" fill="#5b4a3a" />
          <rect x="360" y="232" width="76" height="40" rx="6" fill="#fdf9f0" stroke="#5b4a3a" strokeWidth="3" transform="rotate(-5 398 252)" />
          <text
            x="398"
            y="258"
            textAnchor="middle"
            fontSize="17"
            fontWeight="700"
            fill="#b53d1c"
            fontFamily="Georgia, serif"
            transform="rotate(-5 398 252)"
            // A longer word than "EGGS" is squeezed to fit the sign.
            {...(sign.length > 4 ? { textLength: 64, lengthAdjust: 'spacingAndGlyphs' } : {})}
          >
            {sign}
          </text>
        </g>
      </svg>
      <div className="absolute top-4 left-3 flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 shadow-md ring-1 ring-brand-100 sm:top-6 sm:left-5">
        <span className="h-2.5 w-2.5 rounded-full bg-brand-500" />
        {t('home.illustration.openNow')}
        <span className="flex items-center gap-1 font-normal text-stone-700">
          <Clock className="h-3.5 w-3.5" /> {t('home.illustration.until')}
        </span>
      </div>
      <div className="absolute right-3 -bottom-4 flex max-w-[15rem] items-start gap-2 rounded-2xl bg-brand-900 px-3.5 py-2.5 text-sm text-brand-100 shadow-lg sm:right-6">
        <Megaphone className="mt-0.5 h-4 w-4 shrink-0 text-sun" />
        <span>
          <span className="font-semibold text-white">{t('home.illustration.newsTitle')}</span> {t('home.illustration.newsBody')}
        </span>
      </div>
    </div>
  );
}

/** Lucide has no pumpkin; this one matches its 24 px stroke style. */
export function PumpkinIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d="M12 7c-1.5-1.2-4-1.4-6 0-2.6 1.9-3 6.4-1.4 9.4C6 19.3 8.7 20 12 20s6-.7 7.4-3.6c1.6-3 1.2-7.5-1.4-9.4-2-1.4-4.5-1.2-6 0Z" />
      <path d="M12 7c-1.3 2.5-1.3 10 0 13" />
      <path d="M12 7c1.3 2.5 1.3 10 0 13" />
      <path d="M12 7V4c0-.6.4-1 1-1h1" />
    </svg>
  );
}
