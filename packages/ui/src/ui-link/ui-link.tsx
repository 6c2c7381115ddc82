import { createContext, useContext, type AnchorHTMLAttributes, type ReactElement, type ReactNode } from 'react';

export type UiLinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  className?: string;
  children?: ReactNode;
};

export type UiLinkComponent = (props: UiLinkComponentProps) => ReactElement;

const DefaultLink: UiLinkComponent = ({ href, children, ...anchor }) => (
  <a href={href} {...anchor}>
    {children}
  </a>
);

const UiLinkContext = createContext<UiLinkComponent>(DefaultLink);

/** Lets the app plug in its router link (e.g. react-router's Link) for every UiLink below. */
export function UiLinkProvider({ component, children }: { component: UiLinkComponent; children?: ReactNode }) {
  return <UiLinkContext.Provider value={component}>{children}</UiLinkContext.Provider>;
}

/** A link rendered through the provided link component; a plain `<a>` by default. */
export function UiLink(props: UiLinkComponentProps) {
  const Component = useContext(UiLinkContext);
  // The link component comes from the provider and is stable for the app's life; it is not created here.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} />;
}
