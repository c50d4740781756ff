// The console's layout: react-admin's Layout with our AppBar and Menu. Every page inside it needs a
// signed-in user (<Authenticated> checks the token and sends others to /login).
import { Authenticated, Layout as RaLayout, type LayoutProps } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

const LAYOUT_SX = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
};

export function Layout({ children }: LayoutProps) {
  return (
    <Authenticated>
      {/* react-admin sizes its layout to fit its content; minWidth 0 down the flex chain keeps it
          at the viewport, so wide tables scroll inside their own box instead of widening the page. */}
      <RaLayout appBar={AppBar} menu={Menu} sx={LAYOUT_SX}>
        {children}
      </RaLayout>
    </Authenticated>
  );
}
