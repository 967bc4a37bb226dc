// How the site sends the tab to another site after doing its own work first (the wallet login keeps the
// claim, then goes): the page's own location by default, a recorder in tests, where jsdom cannot navigate.
import { createContext, useContext } from "react";

export type FollowLink = (address: string) => void;

/** Goes as a followed link does: the page left stays in the history, so Back returns to it. */
export const followInThisTab: FollowLink = (address) => {
  window.location.assign(address);
};

export const FollowLinkContext = createContext<FollowLink>(followInThisTab);

export const useFollowLink = (): FollowLink => useContext(FollowLinkContext);
