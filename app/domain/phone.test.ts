import { describe, expect, it } from "vitest";
import { asciiDigits, localMobile, sentFromNumber } from "./phone.ts";

describe("localMobile", () => {
  it("reads every way a Bangladeshi mobile number is written as its 11 local digits", () => {
    for (const text of [
      "01812345678",
      "+8801812345678",
      "8801812345678",
      "008801812345678",
      " +880 1812-345678 ",
      "(+880) 1812 345 678",
      "০১৮১২৩৪৫৬৭৮",
    ])
      expect(localMobile(text), text).toBe("01812345678");
  });

  it("refuses what is not a mobile number", () => {
    for (const text of ["", "1812345678", "0181234567", "018123456789", "+9101812345678", "01812-34567x", "bKash"])
      expect(localMobile(text), text).toBeNull();
  });
});

describe("sentFromNumber", () => {
  it("compares a whole payer number with the order's, however each is written", () => {
    expect(sentFromNumber("01812345678", "+8801812345678")).toBe(true);
    expect(sentFromNumber("8801712345678", "01812345678")).toBe(false);
  });

  it("compares the visible digits of a masked payer number", () => {
    expect(sentFromNumber("***678", "01812345678")).toBe(true);
    expect(sentFromNumber("A/C:***515", "01812345678")).toBe(false);
  });

  it("cannot tell when the SMS names a business instead of a number", () => {
    expect(sentFromNumber("OnnorokomWeb", "01812345678")).toBeNull();
  });

  it("takes a sender shown in full that is not the payer for another sender, whatever the wallet", () => {
    // A stranger's full Rocket account (12 digits), or any full number that is not a mobile at all.
    expect(sentFromNumber("A/C:019876543215", "01812345678", "Rocket")).toBe(false);
    expect(sentFromNumber("A/C:123456789012", "01812345678", "Rocket")).toBe(false);
    expect(sentFromNumber("019876543215", "01812345678", "Nagad")).toBe(false);
    expect(sentFromNumber("01812345678", "01812345678", "bKash")).toBe(true);
  });

  it("matches a Rocket account with the payer's mobile with or without its check digit", () => {
    expect(sentFromNumber("A/C:018123456785", "01812345678", "Rocket")).toBe(true);
    expect(sentFromNumber("A/C:8801812345678", "01812345678", "Rocket")).toBe(true);
    expect(sentFromNumber("A/C:***6785", "01812345678", "Rocket")).toBe(true);
    expect(sentFromNumber("A/C:***678", "01812345678", "Rocket")).toBe(true);
    expect(sentFromNumber("A/C:***6799", "01812345678", "Rocket")).toBe(false);
  });

  it("needs at least 3 visible digits of a masked sender to count it as shown", () => {
    expect(sentFromNumber("A/C:***15", "01812345678", "Rocket")).toBeNull();
    expect(sentFromNumber("***9", "01812345678")).toBeNull();
    expect(sentFromNumber("***999", "01812345678")).toBe(false);
  });

  it("turns Bengali digits into ASCII", () => {
    expect(asciiDigits("৳১,২৫০.০০")).toBe("৳1,250.00");
  });
});
