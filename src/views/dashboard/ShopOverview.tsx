import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useShopFiguresQuery, useTodosQuery } from '../../entities/dashboard/dashboard';
import type { RouteSpec } from '../../features/navigation/buildNavigation';
import { notify } from '../../features/notifications/notificationsSlice';
import { usePermission } from '../../features/permission/usePermission';
import { PathLink } from '../../shared/ui/PathLink';
import { dashboardClass } from './DashboardStyles';
import { figureCards, type FigureCard } from './figures';
import { firstSeen, newOrders, newOrdersMessage, type SeenOrders } from './newOrders';
import { linkTo, shopPlaces } from './shopLinks';
import { loadThreshold, parseThreshold, saveThreshold } from './stockThreshold';
import { todoCards, todoKeys } from './todos';
import { usePageRefresh } from './usePageRefresh';

// The chart library comes in its own chunk, asked only once the figures are on screen.
const DashboardCharts = lazy(() => import(/* webpackChunkName: "lazy-dashboard-charts" */ './DashboardCharts'));

/** A figure: its list's link when the user may open it, else the figure alone. */
function Figure({ card, extra }: { card: FigureCard; extra?: string }) {
  const body = (
    <>
      <span className={dashboardClass.figureLabel}>{card.label}</span>
      <span className={dashboardClass.figureValue}>{card.value}</span>
      {extra ? <span className={dashboardClass.figureExtra}>{extra}</span> : null}
    </>
  );
  return (
    <li>
      {card.to ? (
        <PathLink className={dashboardClass.figure} to={card.to} aria-label={`${card.label} ${card.value}${extra ? ` ${extra}` : ''}`}>
          {body}
        </PathLink>
      ) : (
        <div className={dashboardClass.figure}>{body}</div>
      )}
    </li>
  );
}

/**
 * The shop at a glance (issue 34): the figures of `api/data/count`, 待办 with their lists,
 * the charts (lazy), read again every minute while visible; a new paid order waiting to
 * ship raises one notice. Without a shop (eladmin: the calls fail) it renders nothing.
 */
export function ShopOverview({ routes }: { routes: readonly RouteSpec[] }) {
  const dispatch = useDispatch();
  const can = usePermission();
  const places = useMemo(() => shopPlaces(routes, can), [routes, can]);
  const [threshold, setThreshold] = useState(loadThreshold);
  const [typed, setTyped] = useState(String(threshold));
  const figures = useShopFiguresQuery();
  const keys = useMemo(() => todoKeys(places), [places]);
  const todos = useTodosQuery({ keys, threshold }, { skip: keys.length === 0 || !figures.data });
  const seen = useRef<SeenOrders | null>(null);

  // The first answer sets what is already there; each later one may raise the notice once.
  const waiting = todos.currentData?.waiting;
  const orderLink = linkTo(places, 'order', { orderStatus: '1', orderType: '0' });
  useEffect(() => {
    if (!waiting || !places.readable.order) return;
    if (seen.current === null) {
      seen.current = firstSeen(waiting);
      return;
    }
    const next = newOrders(seen.current, waiting);
    seen.current = next.seen;
    if (next.fresh.length > 0) dispatch(notify({ message: newOrdersMessage(next.fresh.length), severity: 'info', ...(orderLink ? { link: { to: orderLink, label: '去发货' } } : {}) }));
  }, [waiting, places.readable.order, orderLink, dispatch]);

  const { refetch: refetchFigures } = figures;
  const { refetch: refetchTodos } = todos;
  const todosAsked = keys.length > 0 && Boolean(figures.data);
  // A back end without the figures (eladmin's 404) is not asked again every minute.
  const noShop = figures.isError && !figures.data;
  const refresh = useCallback(() => {
    if (noShop) return;
    void refetchFigures();
    if (todosAsked) void refetchTodos();
  }, [refetchFigures, refetchTodos, todosAsked, noShop]);
  usePageRefresh(refresh);

  if (!figures.data) return null;
  const cards = figureCards(figures.data, places, new Date());
  const todoList = todos.data ? todoCards(todos.data.counts, places) : [];
  const changeThreshold = (text: string) => {
    setTyped(text);
    const value = parseThreshold(text);
    if (value === undefined) return;
    setThreshold(value);
    saveThreshold(value);
  };
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
      {todoList.length > 0 || (todos.data && places.readable.goods) ? (
        <Paper component="section" aria-labelledby="todos-title" sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
            <Typography id="todos-title" variant="h6" component="h2">
              待办
            </Typography>
            {places.readable.goods ? (
              // A plain field: MUI's TextField brings Select and its menus into the dashboard's chunk.
              <label className={dashboardClass.threshold}>
                库存预警阈值
                <input
                  value={typed}
                  inputMode="numeric"
                  aria-invalid={parseThreshold(typed) === undefined}
                  aria-describedby={parseThreshold(typed) === undefined ? 'threshold-error' : undefined}
                  onChange={(event) => changeThreshold(event.target.value)}
                />
                {parseThreshold(typed) === undefined ? (
                  <span id="threshold-error" role="alert">
                    请输入 0 到 999999 的整数
                  </span>
                ) : null}
              </label>
            ) : null}
          </Box>
          <ul className={dashboardClass.figureList} aria-label="待办事项">
            {todoList.map((card) => (
              <Figure key={card.key} card={card} />
            ))}
          </ul>
        </Paper>
      ) : null}
      <Suspense fallback={null}>
        <DashboardCharts />
      </Suspense>
    </>
  );
}
