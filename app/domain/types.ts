/** Shapes the server hands to screens. Money in integer cents, ratings in half stars (1..10). */

export interface SessionUser {
  id: number;
  email: string;
  displayName: string;
  photoUrl: string | null;
  isAdmin: boolean;
}

export interface CategorySummary {
  id: number;
  name: string;
  imageUrl: string;
}

export interface ProductSummary {
  id: number;
  name: string;
  category: string;
  priceCents: number;
  shippingCents: number;
  stock: number;
  starHalves: number;
  starCount: number;
  imageUrl: string;
}

export interface BannerSummary {
  id: number;
  name: string;
  imageUrl: string;
}
