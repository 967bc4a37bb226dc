// Code that loads when first drawn (the layout, the date block and its calendar, the record lists, the
// summary and the confirmation), made safe for a phone on a poor network. A fetch that fails is tried again
// after 1 s and 3 s; if it still fails, only that part of the page says it could not load, with Try again,
// and nothing else of the page or the claim is lost. Without this, React rethrows a lazy part's failed load
// and the whole site unmounts, and the failed load is kept, so no later render fetches it again.
import { Component, type ComponentType, createContext, type ReactNode, lazy, Suspense, use, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { Feedback } from "../blocks/feedback.tsx";
import { ActionButton } from "../modals/action-button.tsx";
import { loadWithRetries } from "./load-with-retries.ts";

const TryAgain = styled(ActionButton)`
  margin-top: 0.75rem;
`;

/** What shows in place of a part that could not load: why, and a way to try again. */
const NotLoaded = ({ onRetry }: { readonly onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Feedback tone="problem" heading={t("LocKey_Load_Failed_Header")}>
      <p>{t("LocKey_Load_Failed")}</p>
      <TryAgain type="button" onClick={onRetry}>
        {t("LocKey_Button_TryAgain")}
      </TryAgain>
    </Feedback>
  );
};

interface BoundaryProps {
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/** Catches the part's failed load (and only that part's), and shows NotLoaded instead of it. */
class LoadBoundary extends Component<BoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <NotLoaded onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/**
 * The names of the parts a render draws: the server's render of a page served whole tells the browser which
 * to have loaded before it takes the page over, so none of them is drawn anew.
 */
export const DrawnPartsContext = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * Loads the named parts, so a render drawing them draws them at once; a load that fails is left to the
 * part. A name no module loaded so far has made known is said, and skipped.
 */
export const loadParts = async (names: readonly string[]): Promise<void> => {
  await Promise.all(
    names.flatMap((name) => {
      const load = loaders.get(name);
      if (load === undefined) console.warn(`No part loaded on demand is named "${name}"; it is not loaded ahead.`);
      return load === undefined ? [] : [load().catch(() => undefined)];
    })
  );
};

/** A module React reads as loaded already: its `then` answers as it is called, so the part renders without suspending. */
const settledNow = <T,>(value: T): Promise<T> =>
  ({
    then: (onLoaded: (loaded: T) => unknown) => {
      onLoaded(value);
    }
  }) as unknown as Promise<T>;

/**
 * A component loaded on demand, known by `name`: `load` gives it (an `import()` of its module); `fallback`
 * shows while it loads, unless it has loaded already. Try again starts a fresh load, since the failed one
 * is kept by React.
 */
export const onDemand = <P extends object>(name: string, load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> => {
  let loaded: ComponentType<P> | null = null;
  const loadOnce = async (): Promise<ComponentType<P>> => (loaded ??= await loadWithRetries(load));
  loaders.set(name, loadOnce);
  const fresh = () => lazy(() => (loaded === null ? loadOnce().then((part) => ({ default: part })) : settledNow({ default: loaded })));
  let Part = fresh();
  const OnDemand = (props: P) => {
    use(DrawnPartsContext)?.add(name);
    const [tries, setTries] = useState(0);
    const retry = (): void => {
      Part = fresh();
      setTries((count) => count + 1);
    };
    return (
      <LoadBoundary key={tries} onRetry={retry}>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </LoadBoundary>
    );
  };
  return OnDemand;
};
