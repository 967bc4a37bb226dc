// The signature date (GET /api/signature-date): today in Los Angeles on the server clock, the zone every
// date rule uses, written as the culture writes dates: dd/MM/yyyy for Spanish, MM/dd/yyyy otherwise.
import { Instant } from "@js-joda/core";
import { formatEnteredDate, todayInLosAngeles } from "../../domain/time/local-date.ts";

const DAY_FIRST_CULTURES: ReadonlySet<string> = new Set(["es"]);

export const signatureDate = (now: Date, culture: string): string => {
  const today = todayInLosAngeles(Instant.ofEpochMilli(now.getTime()));
  const monthFirst = formatEnteredDate(today);
  if (!DAY_FIRST_CULTURES.has(culture.toLowerCase())) return monthFirst;
  const [month = "", day = "", year = ""] = monthFirst.split("/");
  return `${day}/${month}/${year}`;
};
