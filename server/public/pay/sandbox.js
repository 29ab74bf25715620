// The sandbox gateway's payment page: reads the payment with the signed-in member's session
// (the server's HttpOnly session cookie, which the browser sends with these same-origin
// calls; X-Requested-With marks them as this page's own), so only the order's owner sees
// the amount and can confirm.
(function () {
  var main = document.getElementById('sandbox');
  var sn = main.dataset.order;
  var texts = JSON.parse(main.dataset.texts);
  var button = document.getElementById('pay');
  var result = document.getElementById('result');
  var headers = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Request-Locale': main.dataset.locale,
  };
  var url = '/pay/sandbox/' + encodeURIComponent(sn);

  function show(payment) {
    document.getElementById('amount').textContent = '¥' + payment.amount.toFixed(2);
    document.getElementById('paytype').textContent = '· ' + payment.paytype;
    button.disabled = payment.status === 'paid';
    if (payment.status === 'paid') result.textContent = texts.paid;
  }

  function failed(body) {
    result.textContent = body.code === 401 ? texts.signIn : String(body.message);
  }

  fetch(url, { headers: headers })
    .then(function (response) {
      return response.json();
    })
    .then(function (body) {
      if (body.code === 0) show(body.data);
      else failed(body);
    });

  button.addEventListener('click', function () {
    button.disabled = true;
    fetch('/pay/sandbox/confirm/' + encodeURIComponent(sn), { method: 'POST', headers: headers })
      .then(function (response) {
        return response.json();
      })
      .then(function (body) {
        if (body.code !== 0) {
          failed(body);
          button.disabled = false;
          return;
        }
        show(body.data);
        setTimeout(function () {
          location.assign(main.dataset.back);
        }, 800);
      });
  });
})();
