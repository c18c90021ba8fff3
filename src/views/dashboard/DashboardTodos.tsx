import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTodosQuery } from '../../entities/dashboard/todosApi';
import { notify } from '../../features/notifications/notificationsSlice';
import { dashboardClass } from './DashboardStyles';
import { Figure } from './FigureItem';
import { firstSeen, newOrders, newOrdersMessage, type SeenOrders } from './newOrders';
import { linkTo, type ShopPlaces } from './shopLinks';
import { loadThreshold, parseThreshold, saveThreshold } from './stockThreshold';
import { todoCards, todoKeys } from './todos';
import { usePageRefresh } from './usePageRefresh';

/**
 * 待办 (issue 34), in its own chunk after the figures: each count opens its list filtered;
 * read again every minute while visible; a new paid order waiting to ship since the last
 * answer raises one notice (never for the orders there when the page opened).
 */
export default function DashboardTodos({ places }: { places: ShopPlaces }) {
  const dispatch = useDispatch();
  const [threshold, setThreshold] = useState(loadThreshold);
  const [typed, setTyped] = useState(String(threshold));
  const keys = useMemo(() => todoKeys(places), [places]);
  const todos = useTodosQuery({ keys, threshold }, { skip: keys.length === 0 });
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

  const { refetch } = todos;
  const asked = keys.length > 0;
  usePageRefresh(
    useCallback(() => {
      if (asked) void refetch();
    }, [asked, refetch]),
  );

  const todoList = todos.data ? todoCards(todos.data.counts, places) : [];
  const changeThreshold = (text: string) => {
    setTyped(text);
    const value = parseThreshold(text);
    if (value === undefined) return;
    setThreshold(value);
    saveThreshold(value);
  };
  return (
    todoList.length > 0 || (todos.data && places.readable.goods) ? (
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
    ) : null
  );
}
