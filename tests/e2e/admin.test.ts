import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, newContext, newPage, signInInDialog } from "./browser.ts";
import { dashboard, home, LANGUAGE, money, pageDigits, products, shop, variants } from "./texts.ts";

const baseURL = inject("baseURL");
let browser: Browser;
let page: Page;

async function picture(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  browser = await launchChromium();
  page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  await page.goto(baseURL + "/");
  await page.getByRole("banner").getByRole("button", { name: shop.nav.login }).click();
  await signInInDialog(page, "admin@example.com", "Admin#2026");
});

const screens = dashboard.adminScreens;
const form = dashboard.productForm;
const flashWindow = dashboard.flashWindow;
const picker = dashboard.dateTimePicker;

/**
 * What the admin adds: named apart in each language's run, as both runs use one server and leave the banner and
 * the flash-sale product in place (no name is a part of another's).
 */
const names =
  LANGUAGE === "en"
    ? {
        category: "Garden Tools",
        banner: "Spring Sale",
        product: "Cedar Garden Bench",
        flash: "Aurora Travel Mug",
        options: "Linen Kurta",
      }
    : {
        category: "Orchard Tools",
        banner: "Monsoon Sale",
        product: "Teak Garden Bench",
        flash: "Boreal Travel Mug",
        options: "Khadi Kurta",
      };

/** A day typed in the flash window's date field: ISO in English, day/month/year in Bangla (ASCII digits). */
function typedDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return LANGUAGE === "en" ? iso : `${day}/${month}/${year}`;
}

/** A day as the date field shows it: the typed form in the page's digits. */
function shownDate(iso: string): string {
  return pageDigits(typedDate(iso));
}

afterAll(async () => {
  await browser?.close();
});

/** The Panda stylesheets the page links, without their hashes ("app" the full one, "shop" the shop's own). */
const pandaSheets = () =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .map((link) => /\/(app|shop)-[\w-]+\.css$/.exec(new URL(link.href).pathname)?.[1])
      .filter(Boolean),
  );

/**
 * How the top bar and the dashboard's sidebar look, once still (at the top, the pointer away, no transition running): each
 * shown element's box and the styles that show.
 */
const look = async () => {
  await page.mouse.move(1, 899);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  return page.evaluate(() =>
    [...document.querySelectorAll("header *, aside *")]
      .filter((element) => element.checkVisibility() && element.getBoundingClientRect().width > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return [
          element.tagName,
          Math.round(box.x),
          Math.round(box.y),
          Math.round(box.width),
          Math.round(box.height),
          style.color,
          style.backgroundColor,
          style.font,
          style.padding,
          style.borderRadius,
          style.display,
        ].join(" ");
      })
      .join("\n"),
  );
};

describe("admin: the shop's stylesheet and the dashboard's", () => {
  it("links the shop's own on shop pages and the full one on the dashboard; each looks the same after the other", async () => {
    const dashboardNavigation = page.getByRole("navigation", { name: dashboard.dashboard.navigation });
    await page.goto(baseURL + "/products");
    await page.waitForLoadState("networkidle");
    expect(await pandaSheets()).toEqual(["shop"]);
    const shopAlone = await look();
    await page.goto(baseURL + "/dashboard");
    await page.waitForLoadState("networkidle");
    expect(await pandaSheets()).toEqual(["app"]);
    const dashboardAlone = await look();

    // From the dashboard to the shop and back without a reload: both sheets are on the page, the full one first.
    await page.getByRole("banner").getByRole("link", { name: shop.nav.products, exact: true }).first().click();
    await dashboardNavigation.waitFor({ state: "detached" });
    await page.waitForLoadState("networkidle");
    expect(await pandaSheets()).toEqual(["app", "shop"]);
    expect(await look()).toEqual(shopAlone);
    await page.goBack();
    await dashboardNavigation.waitFor();
    expect(await look()).toEqual(dashboardAlone);

    // And from the shop into the dashboard: the shop's sheet first.
    await page.goto(baseURL + "/products");
    await page
      .getByRole("banner")
      .getByRole("button", { name: shop.nav.accountMenu("Demo Admin") })
      .click();
    await page.getByRole("menuitem", { name: shop.nav.dashboard }).click();
    await dashboardNavigation.waitFor();
    await page.waitForLoadState("networkidle");
    expect(await pandaSheets()).toEqual(["shop", "app"]);
    expect(await look()).toEqual(dashboardAlone);
    await page.goBack();
    await dashboardNavigation.waitFor({ state: "detached" });
    expect(await look()).toEqual(shopAlone);
  });
});

describe("admin: categories and banners", () => {
  it("adds a category with a photo, sees it on the storefront, and deletes it", async () => {
    await page.goto(baseURL + "/dashboard/managecategory");
    await page.getByLabel(screens.category.name).fill(names.category);
    await page
      .getByLabel(screens.photo)
      .setInputFiles({ name: "garden.png", mimeType: "image/png", buffer: await picture(240, 240, "#16a34a") });
    await page.getByRole("button", { name: screens.category.submit }).click();
    await page.getByText(dashboard.admin.productAdded).waitFor();
    await page.getByRole("button", { name: screens.deleteRecord(names.category) }).waitFor();

    await page.goto(baseURL + "/");
    await page
      .getByRole("navigation", { name: shop.home.categories })
      .getByRole("link", { name: names.category })
      .waitFor();

    await page.goto(baseURL + "/dashboard/managecategory");
    await page.getByRole("button", { name: screens.deleteRecord(names.category) }).click();
    const confirm = page.getByRole("alertdialog", { name: screens.category.deleteTitle });
    await confirm.getByRole("button", { name: screens.delete }).click();
    await page.getByText(dashboard.admin.categoryDeleted).waitFor();
    await expect.poll(() => page.getByRole("button", { name: screens.deleteRecord(names.category) }).count()).toBe(0);
  });

  it("refuses a banner that is not 1080 x 344 and accepts one that is", async () => {
    await page.goto(baseURL + "/dashboard/managebanner");
    await page.getByText(screens.bannerSizeNote).waitFor();
    await page.getByLabel(screens.banner.name).fill(names.banner);
    await page
      .getByLabel(screens.photo)
      .setInputFiles({ name: "square.png", mimeType: "image/png", buffer: await picture(600, 600, "#2563eb") });
    await page.getByRole("button", { name: screens.banner.submit }).click();
    await page.getByText(dashboard.admin.errors.bannerSize).first().waitFor();
    expect(await page.getByLabel(screens.banner.name).inputValue()).toBe(names.banner);

    await page
      .getByLabel(screens.photo)
      .setInputFiles({ name: "spring.png", mimeType: "image/png", buffer: await picture(1080, 344, "#db2777") });
    await page.getByRole("button", { name: screens.banner.submit }).click();
    await page.getByText(dashboard.admin.productAdded).waitFor();
    await page.getByRole("button", { name: screens.deleteRecord(names.banner) }).waitFor();
  });
});

describe("admin: products", () => {
  it("adds a product in sizes and colours with two photos, and a shopper chooses one of its variants", async () => {
    const editor = variants.editor;
    await page.goto(baseURL + "/dashboard/addproduct");
    await page.getByLabel(form.name).fill(names.options);
    await page.getByLabel(form.seller).fill("Loom House");
    await page.getByRole("combobox", { name: form.category }).selectOption("fashion");
    await page.getByLabel(form.shipping, { exact: true }).fill("2");
    await page.getByLabel(form.starCount).fill("0");
    await page.getByLabel(form.feature(1), { exact: true }).fill("Fabric");
    await page.getByLabel(form.value(1), { exact: true }).fill("Linen");
    await page.getByLabel(screens.photo).setInputFiles([
      { name: "sand.png", mimeType: "image/png", buffer: await picture(600, 600, "#d6b98c") },
      { name: "olive.png", mimeType: "image/png", buffer: await picture(600, 600, "#556b2f") },
    ]);
    // The olive photo becomes the main one, by keyboard.
    await page.getByRole("button", { name: variants.gallery.moveEarlier(2) }).press("Enter");

    await page.getByRole("button", { name: editor.addOptions }).click();
    await page.getByLabel(editor.optionName(1)).fill("Size");
    const sizes = page.getByLabel(editor.optionValues("Size"));
    for (const value of ["M", "L"]) {
      await sizes.fill(value);
      await sizes.press("Enter");
    }
    await page.getByRole("button", { name: editor.addOption }).click();
    await page.getByLabel(editor.optionName(2)).fill("Colour");
    const colours = page.getByLabel(editor.optionValues("Colour"));
    for (const value of ["Sand", "Olive"]) {
      await colours.fill(value);
      await colours.press("Enter");
    }
    await page.getByLabel(editor.priceForAll).fill("40");
    await page.getByRole("button", { name: editor.applyPriceToAll }).click();
    const cell = (column: string, title: string) => page.getByLabel(editor.cellLabel(column, title), { exact: true });
    await cell(editor.columns.price, "Size: L / Colour: Olive").fill("45");
    for (const title of ["Size: M / Colour: Sand", "Size: M / Colour: Olive", "Size: L / Colour: Sand"])
      await cell(editor.columns.stock, title).fill("3");
    await cell(editor.columns.stock, "Size: L / Colour: Olive").fill("0");
    // The sand variants show the sand photo, now the second.
    await cell(editor.columns.image, "Size: M / Colour: Sand").selectOption({ label: editor.photoNumber(2) });
    await page.getByRole("button", { name: form.submit }).click();
    await page.getByText(dashboard.admin.productAdded).waitFor();

    const found = (await (await fetch(`${baseURL}/api/products?q=${encodeURIComponent(names.options)}`)).json()) as {
      items: { _id: string; priceMin: number; priceMax: number }[];
    };
    const product = found.items[0]!;
    expect([product.priceMin, product.priceMax]).toEqual([40, 45]);
    const detail = (await (await fetch(`${baseURL}/api/products/${product._id}`)).json()) as {
      images: string[];
      variants: { options: Record<string, string>; image: string | null }[];
    };
    expect(detail.images).toHaveLength(2);
    expect(
      detail.variants.find((variant) => variant.options.Colour === "Sand" && variant.options.Size === "M")!.image,
    ).toBe(detail.images[1]);

    // The shopper's page: L in olive is sold out; M in sand is chosen and the URL keeps it.
    await page.goto(`${baseURL}/productdetails/${product._id}`);
    await page.waitForLoadState("networkidle");
    const sizesPicker = page.getByRole("radiogroup", { name: /^Size/ });
    const coloursPicker = page.getByRole("radiogroup", { name: /^Colour/ });
    await sizesPicker.getByText("M", { exact: true }).click();
    await coloursPicker.getByText("Sand", { exact: true }).click();
    await page.waitForURL(/[?&]variant=\d+/);
    await sizesPicker.getByText("L", { exact: true }).click();
    await expect
      .poll(() => coloursPicker.getByRole("radio", { name: products.valueSoldOut("Olive") }).isDisabled())
      .toBe(true);

    // Gone again, so the journeys that buy the newest plain products do not meet it.
    await page.goto(baseURL + "/dashboard/manageproduct");
    await page.getByRole("button", { name: dashboard.productTable.deleteProduct(names.options) }).click();
    await page
      .getByRole("alertdialog", { name: dashboard.productTable.deleteTitle })
      .getByRole("button", { name: dashboard.productTable.delete })
      .click();
    await page.getByText(dashboard.admin.productDeleted).waitFor();
  });

  it("adds a product with two features and a photo (a big one, made web-sized before upload), finds it in search, and deletes it", async () => {
    await page.goto(baseURL + "/dashboard/addproduct");
    await page.getByLabel(form.name).fill(names.product);
    await page.getByLabel(form.seller).fill("Woodcraft Co");
    await page.getByRole("combobox", { name: form.category }).selectOption("accessories");
    await page.getByLabel(form.stock).fill("7");
    await page.getByLabel(form.price, { exact: true }).fill("149.99");
    await page.getByLabel(form.shipping, { exact: true }).fill("12.5");
    await page.getByLabel(form.starCount).fill("3");
    await page.getByLabel(form.feature(1), { exact: true }).fill("Wood");
    await page.getByLabel(form.value(1), { exact: true }).fill("Western red cedar");
    await page.getByRole("button", { name: form.addMore }).click();
    await page.getByLabel(form.feature(2), { exact: true }).fill("Seats");
    await page.getByLabel(form.value(2), { exact: true }).fill("Three");
    // A GIF disguised by its name is refused before anything is uploaded, even one big enough to be redrawn.
    const gif = await sharp({ create: { width: 1500, height: 1500, channels: 3, background: "#92400e" } })
      .gif()
      .toBuffer();
    // It is refused as it is chosen, and not added to the photos.
    await page.getByLabel(screens.photo).setInputFiles({ name: "bench.png", mimeType: "image/png", buffer: gif });
    await page.getByText(dashboard.admin.errors.imageType).first().waitFor();
    await page.getByRole("button", { name: form.submit }).click();
    await page.getByText(dashboard.admin.validation.image).first().waitFor();
    expect(await page.getByText(dashboard.admin.productAdded).count()).toBe(0);
    await page
      .getByLabel(screens.photo)
      .setInputFiles({ name: "bench.png", mimeType: "image/png", buffer: await picture(3000, 2000, "#92400e") });
    await page.getByRole("button", { name: form.submit }).click();
    await page.getByText(dashboard.admin.productAdded).waitFor();

    await page.goto(baseURL + "/products?q=garden%20bench");
    await page.getByRole("link", { name: names.product }).click();
    await page.getByRole("table", { name: products.specification }).getByText("Western red cedar").waitFor();
    // The stored photo is a WebP of at most 1200 px, not the 3000 x 2000 original.
    const found = (await (await fetch(`${baseURL}/api/products?q=garden%20bench`)).json()) as {
      items: { image: string }[];
    };
    const stored = await fetch(new URL(found.items[0]!.image, baseURL));
    expect(stored.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 1200,
      height: 800,
    });
    // And its 400 px rendition, made in the browser too, for cards and tiles.
    const small = await fetch(new URL(found.items[0]!.image.replace(/\.\w+$/, "-400.webp"), baseURL));
    expect(small.headers.get("cache-control")).toContain("immutable");
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 400,
      height: 267,
    });

    await page.goto(baseURL + "/dashboard/manageproduct");
    await page.getByRole("button", { name: dashboard.productTable.deleteProduct(names.product) }).click();
    await page
      .getByRole("alertdialog", { name: dashboard.productTable.deleteTitle })
      .getByRole("button", { name: dashboard.productTable.delete })
      .click();
    await page.getByText(dashboard.admin.productDeleted).waitFor();
    const search = await fetch(`${baseURL}/api/products?q=garden%20bench`);
    expect(((await search.json()) as { total: number }).total).toBe(0);
  });
});

describe("admin: flash sale", () => {
  it("refuses an end before the start, sets a window, and adds a flash product whose sell price the home page shows", async () => {
    await page.goto(baseURL + "/dashboard/manageflashsell");
    const start = page.getByLabel(flashWindow.start, { exact: true });
    const end = page.getByLabel(flashWindow.end, { exact: true });
    await expect.poll(() => start.inputValue()).not.toBe("");
    await end.fill(typedDate("2001-01-01"));
    await end.press("Tab");
    await page.getByText(dashboard.admin.validation.endBeforeStart).waitFor();
    expect(await page.getByRole("button", { name: flashWindow.submit }).isDisabled()).toBe(true);
    await start.fill(typedDate("2020-01-01"));
    await start.press("Tab");
    await page.getByLabel(picker.timeLabel(flashWindow.start)).fill("00:00");
    // The end date from the calendar: a day picked counts only after OK.
    await page.getByRole("button", { name: picker.openCalendar(flashWindow.end) }).click();
    const calendar = page.getByRole("application", { name: picker.calendar(flashWindow.end) });
    await calendar.getByRole("button", { name: picker.cancel }).click();
    await calendar.waitFor({ state: "hidden" });
    expect(await end.inputValue()).toBe(shownDate("2001-01-01"));
    await end.fill(typedDate("2098-12-31"));
    await end.press("Tab");
    await page.getByLabel(picker.timeLabel(flashWindow.end)).fill("23:00");
    await page.getByText(dashboard.admin.validation.endBeforeStart).waitFor({ state: "detached" });
    await page.getByRole("button", { name: flashWindow.submit }).click();
    await page.getByText(dashboard.admin.flashTimeSet).waitFor();

    await page.getByLabel(form.name).fill(names.flash);
    await page.getByLabel(form.seller).fill("Northwind Outfitters");
    await page.getByRole("combobox", { name: form.category }).selectOption("accessories");
    await page.getByLabel(form.stock).fill("9");
    await page.getByLabel(form.price, { exact: true }).fill("30");
    await page.getByLabel(form.shipping, { exact: true }).fill("2");
    await page.getByLabel(form.sellPrice).fill("21.5");
    await page.getByLabel(form.sellShipping).fill("0");
    await page.getByLabel(form.starCount).fill("5");
    await page.getByLabel(form.feature(1), { exact: true }).fill("Capacity");
    await page.getByLabel(form.value(1), { exact: true }).fill("350 ml");
    await page
      .getByLabel(screens.photo)
      .setInputFiles({ name: "mug.png", mimeType: "image/png", buffer: await picture(600, 600, "#0891b2") });
    await page.getByRole("button", { name: form.submit }).click();
    await page.getByText(dashboard.admin.productAdded).waitFor();
    // The flash-sale table beside the form shows it without a reload.
    await page.getByRole("button", { name: dashboard.productTable.deleteProduct(names.flash) }).waitFor();

    await page.goto(baseURL + "/");
    const flash = page.getByRole("region", { name: home.flashSale });
    await flash.getByText(names.flash).waitFor();
    expect(await flash.textContent()).toContain(money(21.5, "USD"));
  });
});

describe("admin: dashboard home", () => {
  it("counts today and this week in Bangladesh time, wherever the admin's browser is (issue 45)", async () => {
    const context = await newContext(browser, {
      viewport: { width: 390, height: 844 },
      timezoneId: "Pacific/Auckland",
    });
    const signIn = await context.request.post(baseURL + "/api/session", {
      data: { email: "admin@example.com", password: "Admin#2026" },
      headers: { Origin: baseURL },
    });
    expect(signIn.status()).toBe(200);
    const home = await context.newPage();
    const response = await home.goto(baseURL + "/dashboard");
    // The shop's days are Bangladesh's, from the first visit on: the same figures as Manage Order's.
    expect(await response!.text()).toContain(dashboard.dashboardFigures.timeZoneNote("Asia/Dhaka"));
    await home.getByText(dashboard.dashboardFigures.timeZoneNote("Asia/Dhaka")).waitFor();
    const again = await home.reload();
    expect(await again!.text()).toContain(dashboard.dashboardFigures.timeZoneNote("Asia/Dhaka"));
    await context.close();
  });
});
