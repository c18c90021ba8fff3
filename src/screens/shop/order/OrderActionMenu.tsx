import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import type { Order } from '@/entities/order/order';
import { ACTION_LABELS, actionsFor, permissionOf, type OrderAction } from '@/entities/order/orderState';
import { usePermission } from '@/features/permission/usePermission';
import type { OpenAction } from './OrderActionDialog';

/** The detail page's address (the menu path `/order/detail/:id`). */
export const detailPath = (order: Pick<Order, 'id'>) => `/order/detail/${order.id}`;

/** The actions of the one table the operator holds the strings for. */
export function useOrderActions(order: Order): readonly OrderAction[] {
  const can = usePermission();
  return actionsFor(order.state, order.shippingType).filter((action) => can(permissionOf(action)));
}

/** A row's 订单详情 and its 操作 menu: only what the order's state allows (section 9.1), each named after the order. */
export function OrderActionMenu({ order, onAction }: { order: Order; onAction: (open: OpenAction) => void }) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = useOrderActions(order);
  const writes = actions.filter((action): action is OpenAction['action'] => action !== 'detail');
  return (
    <>
      {actions.includes('detail') ? (
        <Button size="small" aria-label={`订单详情 ${order.orderId}`} onClick={() => void navigate(detailPath(order))}>
          订单详情
        </Button>
      ) : null}
      {writes.length > 0 ? (
        <>
          <Button size="small" aria-label={`操作 ${order.orderId}`} aria-haspopup="menu" endIcon={<KeyboardArrowDownRounded />} onClick={(event) => setAnchor(event.currentTarget)}>
            操作
          </Button>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {writes.map((action) => (
              <MenuItem
                key={action}
                dense
                onClick={() => {
                  setAnchor(null);
                  onAction({ action, order });
                }}
              >
                {ACTION_LABELS[action]}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </>
  );
}
