import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useShopFiguresQuery } from '../../entities/dashboard/dashboard';
import type { RouteSpec } from '../../features/navigation/buildNavigation';
import { usePermission } from '../../features/permission/usePermission';
import { dashboardClass } from './DashboardStyles';
import { Figure } from './FigureItem';
import { figureCards } from './figures';
import { shopPlaces } from './shopLinks';
import { usePageRefresh } from './usePageRefresh';

// 待办 and the chart library come in chunks of their own, asked once the figures are on screen.
const DashboardTodos = lazy(() => import(/* webpackChunkName: "lazy-dashboard-todos" */ './DashboardTodos'));
const DashboardCharts = lazy(() => import(/* webpackChunkName: "lazy-dashboard-charts" */ './DashboardCharts'));

/**
 * True from the first task after the figures were painted: 待办's and the charts' chunks
 * (the chart library is large) are run then, so their code never holds the figures'
 * first frame back.
 */
function useFiguresPainted(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, painted]);
  return painted;
}

/**
 * The shop at a glance (issue 34): the figures of `api/data/count`, each linking to its
 * list, read again every minute while visible; then 待办 and the charts (lazy). Without a
 * shop (eladmin: the call fails) it renders nothing and asks nothing more.
 */
export function ShopOverview({ routes }: { routes: readonly RouteSpec[] }) {
  const can = usePermission();
  const places = useMemo(() => shopPlaces(routes, can), [routes, can]);
  const figures = useShopFiguresQuery();
  const { refetch } = figures;
  // A back end without the figures (eladmin's 404) is not asked again every minute.
  const noShop = figures.isError && !figures.data;
  usePageRefresh(
    useCallback(() => {
      if (!noShop) void refetch();
    }, [noShop, refetch]),
  );
  const painted = useFiguresPainted(figures.data !== undefined);

  if (!figures.data) return null;
  const cards = figureCards(figures.data, places, new Date());
  return (
    <>
      <Paper component="section" aria-labelledby="figures-title" sx={{ p: 3 }}>
        <Typography id="figures-title" variant="h6" component="h2" gutterBottom>
          经营概况
        </Typography>
        <ul className={dashboardClass.figureList} aria-label="总计">
          {cards.totals.map((card) => (
            <Figure key={card.label} card={card} />
          ))}
        </ul>
        <ul className={dashboardClass.figureList} aria-label="订单与成交额" style={{ marginTop: 12 }}>
          {cards.periods.map((card) => (
            <Figure key={card.label} card={card} extra={`成交额 ${card.takings}`} />
          ))}
        </ul>
      </Paper>
      {painted ? (
        <>
          <Suspense fallback={null}>
            <DashboardTodos places={places} />
          </Suspense>
          <Suspense fallback={null}>
            <DashboardCharts />
          </Suspense>
        </>
      ) : null}
    </>
  );
}
