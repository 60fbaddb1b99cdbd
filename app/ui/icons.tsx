// Kept hand-drawn: swapping the 27 generic icons for lucide-react 1.75.0 equivalents (brand marks stay drawn) made the
// client larger. Measured 2026-11-22 with `npx react-router build`, then gzip level 9 (Node zlib) of each
// build/client/assets/*.js: home page (the manifest's entry, root and routes/home modules and their imports)
// 238,489 B drawn vs 241,233 B lucide (+2,744); all client JS 334,249 B vs 337,008 B (+2,759).
import type { SVGProps } from "react";

/** Decorative 24px line icons drawn for e-Shop. They inherit the text colour and are hidden from assistive tech. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/** The frame every icon is drawn in: 24px box, current colour, hidden from assistive tech. */
export function Svg(props: IconProps & { children: React.ReactNode; filled?: boolean }) {
  const { filled, children, ...rest } = props;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function CartIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2.5 3.5h2.3l2.4 11.3a1.6 1.6 0 0 0 1.6 1.2h8.4a1.6 1.6 0 0 0 1.5-1.2L20.5 7.5H5.9" />
      <circle cx="9.5" cy="20" r="1.2" />
      <circle cx="17" cy="20" r="1.2" />
    </Svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.2-3.6 4.1-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
    </Svg>
  );
}

export function AccountIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 15.5c.6-1.3 1.7-2 3-2s2.4.7 3 2M14.5 10h3.5M14.5 13.5h2.5" />
    </Svg>
  );
}

export function DashboardIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="3.5" width="7" height="8" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
      <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
      <rect x="3.5" y="14.5" width="7" height="6" rx="1.5" />
    </Svg>
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10 4H6.5A2.5 2.5 0 0 0 4 6.5v11A2.5 2.5 0 0 0 6.5 20H10" />
      <path d="m15 7.5 4.5 4.5-4.5 4.5M19.5 12H9" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m15 18-6-6 6-6" />
    </Svg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m9 18 6-6-6-6" />
    </Svg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </Svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M15.5 7.5h-1.7a2.8 2.8 0 0 0-2.8 2.8v11.2M8.5 13h6" />
    </Svg>
  );
}

export function MessengerIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3c-5 0-9 3.7-9 8.3 0 2.6 1.3 4.9 3.3 6.4V21l3.1-1.7c.8.2 1.7.3 2.6.3 5 0 9-3.7 9-8.3S17 3 12 3Z" />
      <path d="m7.5 13.5 3-3.2 2.5 2 3.5-3.3" />
    </Svg>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <Svg filled {...props}>
      <path d="M12 2.8 14.8 8.5l6.3.9-4.6 4.4 1.1 6.3L12 17.1l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9Z" />
    </Svg>
  );
}

/** The e-Shop mark: a shopping bag with a smile on a rounded tile in the accent colour. */
export function LogoMark(props: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <g fill="none" stroke="var(--colors-accent-fg)" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M11.5 12.5v-1.8a4.5 4.5 0 0 1 9 0v1.8" />
        <path d="M8.6 12.5h14.8l-1 11.2a2 2 0 0 1-2 1.8h-8.8a2 2 0 0 1-2-1.8Z" />
        <path d="M12.8 17.2a3.4 3.4 0 0 0 6.4 0" />
      </g>
    </svg>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3.5 10.5 12 3.5l8.5 7" />
      <path d="M5.5 9v9.5a1.5 1.5 0 0 0 1.5 1.5h3.5v-5.5h3V20H17a1.5 1.5 0 0 0 1.5-1.5V9" />
    </Svg>
  );
}

export function ReceiptIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5.5 3.5h13v17l-2.2-1.4-2.1 1.4-2.2-1.4-2.2 1.4-2.1-1.4-2.2 1.4Z" />
      <path d="M9 8.5h6M9 12h6M9 15.5h3.5" />
    </Svg>
  );
}

export function AddBoxIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M12 8v8M8 12h8" />
    </Svg>
  );
}

export function PackageIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3 20 7.3v9.4L12 21l-8-4.3V7.3Z" />
      <path d="m4 7.3 8 4.4 8-4.4M12 11.7V21M8 5.2l8 4.4" />
    </Svg>
  );
}

export function BoltIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M13.5 2.5 5 13.5h6l-1 8 8.5-11h-6Z" />
    </Svg>
  );
}

export function ClipboardIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="5" y="4.5" width="14" height="16.5" rx="2" />
      <path d="M9 4.5V4a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 4v.5" />
      <path d="M8.5 10.5h7M8.5 14h7M8.5 17.5h4" />
    </Svg>
  );
}

export function ImageIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <circle cx="8.5" cy="10" r="1.5" />
      <path d="m21 16-5-5-8.5 8" />
    </Svg>
  );
}

export function TagIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3.5 12.1V4.8a1.3 1.3 0 0 1 1.3-1.3h7.3l8.4 8.4a1.3 1.3 0 0 1 0 1.8l-7.3 7.3a1.3 1.3 0 0 1-1.8 0Z" />
      <circle cx="8.5" cy="8.5" r="1.5" />
    </Svg>
  );
}

export function UserPlusIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="10" cy="8" r="4" />
      <path d="M3 20.5c1.1-3.5 3.8-5.5 7-5.5 1.5 0 2.9.4 4 1.2M18.5 14v6M15.5 17h6" />
    </Svg>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
    </Svg>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3 19.5 6v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6Z" />
      <path d="m9.5 9.5 5 5M14.5 9.5l-5 5" />
    </Svg>
  );
}

export function AlertCircleIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </Svg>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.3 2.8 2.7 5.2-5.5" />
    </Svg>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" />
    </Svg>
  );
}

/**
 * A "G" in the four colours people recognise as Google's sign-in mark. These are Google's brand colours,
 * which stay the same whatever the shop's theme, so they are not theme tokens.
 */
export function GoogleMark(props: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      strokeWidth="3.6"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M17.66 6.34A8 8 0 0 0 4.48 9.26" stroke="#ea4335" />
      <path d="M4.48 9.26a8 8 0 0 0 0 5.48" stroke="#fbbc05" />
      <path d="M4.48 14.74a8 8 0 0 0 14.45 1.26" stroke="#34a853" />
      <path d="M12 12h8a8 8 0 0 1-1.07 4" stroke="#4285f4" />
    </svg>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.4" />
    </Svg>
  );
}

export function TruckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2.5 6.5h11v10h-11Z" />
      <path d="M13.5 10h4l3 3.2v3.3h-7" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </Svg>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 6.5h15M9.5 6.5V5a1.5 1.5 0 0 1 1.5-1.5h2A1.5 1.5 0 0 1 14.5 5v1.5" />
      <path d="m6.5 6.5.8 12.1a2 2 0 0 0 2 1.9h5.4a2 2 0 0 0 2-1.9l.8-12.1M10 10.5v6M14 10.5v6" />
    </Svg>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M19 12H5.5M11 6l-6 6 6 6" />
    </Svg>
  );
}

export function PencilIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16Z" />
      <path d="m13.5 6.5 4 4" />
    </Svg>
  );
}

/** A paper plane: the "send money" mark of the bKash way to pay (not bKash's logo, which the shop may not use). */
export function PaperPlaneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M21 3 3 10.5l7 2.5 2.5 7Z" />
      <path d="m10 13 5-5" />
    </Svg>
  );
}

/** A speech bubble with lines of text (an SMS or an email). */
export function MessageIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4.5 4.5h15a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V17h-1A1.5 1.5 0 0 1 3 15.5V6a1.5 1.5 0 0 1 1.5-1.5Z" />
      <path d="M7.5 9h9M7.5 12.5h6" />
    </Svg>
  );
}

// The controls' marks (steppers, pagers, slideshows, picked options) are drawn a little bolder.

export function MinusIcon(props: IconProps) {
  return (
    <Svg strokeWidth="2.2" {...props}>
      <path d="M6 12h12" />
    </Svg>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Svg strokeWidth="2.2" {...props}>
      <path d="M12 6v12M6 12h12" />
    </Svg>
  );
}

/** Back one page or slide. */
export function PrevIcon(props: IconProps) {
  return (
    <Svg strokeWidth="2.2" {...props}>
      <path d="m14.5 6-6 6 6 6" />
    </Svg>
  );
}

/** On one page or slide. */
export function NextIcon(props: IconProps) {
  return (
    <Svg strokeWidth="2.2" {...props}>
      <path d="m9.5 6 6 6-6 6" />
    </Svg>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <Svg filled {...props}>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </Svg>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Svg filled {...props}>
      <path d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.4-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2Z" />
    </Svg>
  );
}

/** The tick beside a picked option. */
export function CheckIcon(props: IconProps) {
  return (
    <Svg strokeWidth="2.4" {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

// The home page's quick tiles and section headings: drawn a little lighter than the interface icons.
function LightSvg(props: IconProps & { children: React.ReactNode }) {
  return <Svg strokeWidth="1.9" {...props} />;
}

/** A rosette with a star: the best-rated picks. */
export function TopRatedIcon(props: IconProps) {
  return (
    <LightSvg {...props}>
      <circle cx="12" cy="9.5" r="6.5" />
      <path d="m12 6.3 1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3Z" fill="currentColor" strokeWidth="1" />
      <path d="m8.3 14.8-1.8 6.2 3.2-1.3 2.3 2.3 1-3.2M15.7 14.8l1.8 6.2-3.2-1.3" />
    </LightSvg>
  );
}

/** A percent sign in a round badge. */
export function DiscountIcon(props: IconProps) {
  return (
    <LightSvg {...props}>
      <path d="M12 2.8l2.2 1.6 2.7-.1.9 2.6 2.2 1.6-.8 2.6.8 2.6-2.2 1.6-.9 2.6-2.7-.1L12 21.2l-2.2-1.6-2.7.1-.9-2.6L4 15.5l.8-2.6L4 10.3l2.2-1.6.9-2.6 2.7.1Z" />
      <path d="m9.2 14.8 5.6-5.6" />
      <circle cx="9.6" cy="9.6" r="1.1" fill="currentColor" />
      <circle cx="14.4" cy="14.4" r="1.1" fill="currentColor" />
    </LightSvg>
  );
}

/** A delivery van with speed lines. */
export function FreeShippingIcon(props: IconProps) {
  return (
    <LightSvg {...props}>
      <path d="M7.5 6.5h7.5a1 1 0 0 1 1 1v8.5H9.8M16 10h2.8l2.2 3v3h-1.8" />
      <circle cx="8" cy="17" r="1.8" />
      <circle cx="17.5" cy="17" r="1.8" />
      <path d="M2.5 9.5h4M1.8 13h3.6" />
    </LightSvg>
  );
}

/** A snowflake. */
export function WinterIcon(props: IconProps) {
  return (
    <LightSvg {...props}>
      <path d="M12 2.8v18.4M4 7.4l16 9.2M4 16.6l16-9.2" />
      <path d="m9.6 4.3 2.4 2 2.4-2M9.6 19.7l2.4-2 2.4 2M4.2 10.9l3-.7-1-2.9M19.8 13.1l-3 .7 1 2.9M5.2 15.8l1-2.9-3-.7M18.8 8.2l-1 2.9 3 .7" />
    </LightSvg>
  );
}

/** A filled lightning bolt, for the flash sale heading. */
export function FlashIcon(props: IconProps) {
  return (
    <LightSvg {...props}>
      <path d="M13.5 2.5 5 13.5h6l-1 8 8.5-11h-6Z" fill="currentColor" />
    </LightSvg>
  );
}

/** A flame, for the hot deals heading. */
export function FlameIcon(props: IconProps) {
  return (
    <LightSvg {...props}>
      <path
        d="M12 21.5c-4 0-7-2.8-7-6.6 0-3.2 2.1-5.2 3.6-7.1.4 1.6 1.3 2.6 2.4 3.1-.3-3.3 1-6.4 3.6-8.4.3 2.8 1.8 4.6 3.3 6.4 1.2 1.5 2.1 3.2 2.1 5.4 0 4.2-3.2 7.2-8 7.2Z"
        fill="currentColor"
        fillOpacity="0.18"
      />
      <path
        d="M12 21.5c-1.9 0-3.2-1.3-3.2-3 0-1.9 1.6-3 2.4-4.6.9 1.2 3.9 2.2 3.9 4.7 0 1.7-1.3 2.9-3.1 2.9Z"
        fill="currentColor"
      />
    </LightSvg>
  );
}

/** A phone handset: the order desk (orders taken by call, Facebook or WhatsApp). */
export function PhoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </Svg>
  );
}
