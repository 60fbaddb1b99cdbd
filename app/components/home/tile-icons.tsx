import { Svg as IconFrame, type IconProps } from "~/ui/icons.tsx";

/** Decorative 24px icons for the home page's quick tiles, in the line style of `~/ui/icons.tsx`. */
/** The tiles' icons are drawn a little lighter than the interface icons. */
function Svg(props: IconProps & { children: React.ReactNode }) {
  return <IconFrame strokeWidth="1.9" {...props} />;
}

/** A rosette with a star: the best-rated picks. */
export function TopRatedIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="9.5" r="6.5" />
      <path d="m12 6.3 1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3Z" fill="currentColor" strokeWidth="1" />
      <path d="m8.3 14.8-1.8 6.2 3.2-1.3 2.3 2.3 1-3.2M15.7 14.8l1.8 6.2-3.2-1.3" />
    </Svg>
  );
}

/** A percent sign in a round badge. */
export function DiscountIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 2.8l2.2 1.6 2.7-.1.9 2.6 2.2 1.6-.8 2.6.8 2.6-2.2 1.6-.9 2.6-2.7-.1L12 21.2l-2.2-1.6-2.7.1-.9-2.6L4 15.5l.8-2.6L4 10.3l2.2-1.6.9-2.6 2.7.1Z" />
      <path d="m9.2 14.8 5.6-5.6" />
      <circle cx="9.6" cy="9.6" r="1.1" fill="currentColor" />
      <circle cx="14.4" cy="14.4" r="1.1" fill="currentColor" />
    </Svg>
  );
}

/** A delivery van with speed lines. */
export function FreeShippingIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M7.5 6.5h7.5a1 1 0 0 1 1 1v8.5H9.8M16 10h2.8l2.2 3v3h-1.8" />
      <circle cx="8" cy="17" r="1.8" />
      <circle cx="17.5" cy="17" r="1.8" />
      <path d="M2.5 9.5h4M1.8 13h3.6" />
    </Svg>
  );
}

/** A snowflake. */
export function WinterIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 2.8v18.4M4 7.4l16 9.2M4 16.6l16-9.2" />
      <path d="m9.6 4.3 2.4 2 2.4-2M9.6 19.7l2.4-2 2.4 2M4.2 10.9l3-.7-1-2.9M19.8 13.1l-3 .7 1 2.9M5.2 15.8l1-2.9-3-.7M18.8 8.2l-1 2.9 3 .7" />
    </Svg>
  );
}

/** A lightning bolt, for the flash sale heading. */
export function FlashIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M13.5 2.5 5 13.5h6l-1 8 8.5-11h-6Z" fill="currentColor" />
    </Svg>
  );
}

/** A flame, for the hot deals heading. */
export function FlameIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path
        d="M12 21.5c-4 0-7-2.8-7-6.6 0-3.2 2.1-5.2 3.6-7.1.4 1.6 1.3 2.6 2.4 3.1-.3-3.3 1-6.4 3.6-8.4.3 2.8 1.8 4.6 3.3 6.4 1.2 1.5 2.1 3.2 2.1 5.4 0 4.2-3.2 7.2-8 7.2Z"
        fill="currentColor"
        fillOpacity="0.18"
      />
      <path
        d="M12 21.5c-1.9 0-3.2-1.3-3.2-3 0-1.9 1.6-3 2.4-4.6.9 1.2 3.9 2.2 3.9 4.7 0 1.7-1.3 2.9-3.1 2.9Z"
        fill="currentColor"
      />
    </Svg>
  );
}
