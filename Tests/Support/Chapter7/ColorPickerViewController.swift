//
//  ColorPickerViewController.swift
//  Swatches
//
//  Written for the Pickers project the way an Xcode 9 (Swift 4) project has it.
//

import PickerKitUIKit

class ColorPickerViewController: UIViewController, UIPickerViewDelegate, UIPickerViewDataSource {

    let colors: [(name: String, color: UIColor)] = [
        ("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green),
        ("Cyan", .cyan), ("Blue", .blue), ("Purple", .purple), ("Brown", .brown),
        ("Dark Gray", .darkGray), ("Light Gray", .lightGray),
    ]
    let pickerView = UIPickerView()
    let swatch = UIView()
    let nameLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Colors"
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        pickerView.dataSource = self
        pickerView.delegate = self
        view.addSubview(pickerView)
        view.addSubview(swatch)
        nameLabel.font = UIFont.boldSystemFont(ofSize: 20)
        nameLabel.textAlignment = .center
        view.addSubview(nameLabel)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let row = Int(arc4random_uniform(UInt32(colors.count)))
        pickerView.selectRow(row, inComponent: 0, animated: false)
        show(row)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let half = view.bounds.width / 2
        pickerView.frame = CGRect(x: 0, y: 0, width: half, height: view.bounds.height)
        swatch.frame = CGRect(x: half + 16, y: 32, width: 160, height: 96)
        nameLabel.frame = CGRect(x: half, y: 144, width: half, height: 16)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Dispose of any resources that can be recreated.
    }

    func show(_ row: Int) {
        swatch.backgroundColor = colors[row].color
        nameLabel.text = colors[row].name
        nameLabel.textColor = colors[row].color.withAlphaComponent(1.0)
    }

    // MARK: - UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return 1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        return colors.count
    }

    // MARK: - UIPickerViewDelegate

    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
        reusing view: UIView?
    ) -> UIView {
        let label = view as? UILabel ?? UILabel()
        label.text = colors[row].name
        label.textColor = colors[row].color
        label.textAlignment = .center
        label.font = UIFont(name: "HelveticaNeue-Medium", size: 18)
        return label
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        show(row)
        AudioServicesPlaySystemSound(1104)  // the keyboard click
    }
}
